import Boardy

extension PluginLauncher {
    /// Opens a deep link: finds the first matching route in install order and runs it on the mainboard.
    ///
    /// The scheme is compared case-insensitively; the host is the first path segment; segments and query items are
    /// percent-decoded (`+` stays a plus sign); user info, port and fragment are ignored. A route matches on its
    /// scheme and path; its declared query parameters are checked after it was chosen (so a missing one is
    /// reported for that route rather than trying the next).
    ///
    /// - Returns: the route that won, its plugin and the parameters it received.
    /// - Throws: ``URLOpeningError`` for a malformed URL, an unknown scheme, no matching route, a missing or
    ///   invalid parameter, or a failing route. With a feature-not-found handler installed
    ///   (``LauncherComponent/install(featureNotFoundHandler:)``), a link no route knows first activates
    ///   ``PluginLauncher/unknownLinkIdentifier`` before throwing.
    @discardableResult
    public func open(url: String) throws(URLOpeningError) -> URLOpeningResult {
        let (registered, match): (RegisteredURLRoute, URLMatch)
        do {
            (registered, match) = try resolve(url)
        } catch {
            reportUnknownLink(error)
            throw error
        }
        try registered.route.perform(match, mainboard)
        return URLOpeningResult(
            route: registered.route.pattern,
            routeName: registered.route.name,
            pluginName: registered.pluginName,
            match: match
        )
    }

    /// Whether ``open(url:)`` would find a route for `url` with all its declared parameters (nothing is run).
    public func canOpen(url: String) -> Bool {
        (try? resolve(url)) != nil
    }

    private func resolve(_ url: String) throws(URLOpeningError) -> (RegisteredURLRoute, URLMatch) {
        let parsed = try ParsedURL(parsing: url)
        let candidates = component.routes.filter { $0.pattern.scheme == parsed.scheme }
        guard !candidates.isEmpty else { throw .unknownScheme(parsed.scheme, url: url) }
        for candidate in candidates {
            guard let captures = candidate.pattern.captures(in: parsed) else { continue }
            var query = parsed.query
            for parameter in candidate.pattern.queryParameters where query[parameter.name] == nil {
                guard let defaultValue = parameter.defaultValue else {
                    throw .missingParameter(parameter.name, route: candidate.route.pattern)
                }
                query[parameter.name] = defaultValue
            }
            let match = URLMatch(
                url: url, route: candidate.route.pattern, pathParameters: captures, queryParameters: query)
            return (candidate, match)
        }
        throw .noMatchingRoute(url: url, knownRoutes: candidates.map(\.route.pattern))
    }
}
