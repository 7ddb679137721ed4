import Boardy
import Foundation

extension PluginLauncher {
    /// Opens a deep link with every opener that can open it, as ``URLOpeningOption`` describes.
    ///
    /// The URL is parsed first: the scheme is compared case-insensitively; the host is the first path segment of a
    /// route pattern with a scheme; segments and query items are percent-decoded (`+` stays a plus sign); user info,
    /// port and fragment are ignored. Then the validator runs; then every opener (routes and ``URLOpenerPlugin``s,
    /// in install order) is asked; then the selected candidates open, in order. A route's declared query
    /// parameters are checked when it opens.
    ///
    /// - Returns: every candidate (the names the original's `open(url:)` returns) and the ones that opened.
    /// - Throws: ``URLOpeningError``: a malformed URL, a denied URL, an unknown scheme or no candidate, or the first
    ///   error of a selected opener (the candidates before it have opened; the ones after it do not). With a
    ///   feature-not-found handler installed (``LauncherComponent/install(featureNotFoundHandler:)``), a link no
    ///   opener knows first activates ``PluginLauncher/unknownLinkIdentifier``.
    @discardableResult
    public func open(url: String) throws(URLOpeningError) -> URLOpeningResult {
        let (parsed, foundationURL) = try Self.parse(url)
        if case let .denied(reason) = urlOpeningOption.validator(foundationURL) {
            if let deniedHandler = urlOpeningOption.deniedHandler {
                deniedHandler(foundationURL, reason)
            } else {
                urlOpeningOption.notFoundHandler?(foundationURL)
            }
            throw .denied(url: url, reason: reason)
        }
        let found = candidates(for: parsed, foundationURL)
        guard !found.isEmpty else {
            urlOpeningOption.notFoundHandler?(foundationURL)
            let error = notFoundError(for: parsed)
            reportUnknownLink(error)
            throw error
        }
        let selected = select(among: found, for: foundationURL)
        for (candidate, opener) in selected {
            try open(opener, candidate: candidate, url: foundationURL)
        }
        return URLOpeningResult(url: url, candidates: found.map(\.0), opened: selected.map(\.0))
    }

    /// Whether the validator accepts `url` and some opener can open it; a route counts only when the URL also has
    /// every parameter it declares as required (nothing is opened).
    public func canOpen(url: String) -> Bool {
        guard let (parsed, foundationURL) = try? Self.parse(url),
            urlOpeningOption.validator(foundationURL) == .accepted
        else { return false }
        return candidates(for: parsed, foundationURL).contains { candidate, opener in
            guard case let .route(route, pattern) = opener.kind, let match = candidate.match else { return true }
            return (try? pattern.requireParameters(match, route: route.pattern)) != nil
        }
    }

    /// One candidate as it is; several through the selection handler, kept in install order (a choice that is not
    /// a candidate is ignored).
    private func select(
        among found: [(URLOpenerCandidate, RegisteredURLOpener)], for url: URL
    ) -> [(URLOpenerCandidate, RegisteredURLOpener)] {
        guard found.count > 1 else { return found }
        let chosen = Set(urlOpeningOption.selectionHandler(url, found.map(\.0)).map(\.position))
        return found.filter { chosen.contains($0.0.position) }
    }

    private static func parse(_ url: String) throws(URLOpeningError) -> (ParsedURL, URL) {
        let parsed = try ParsedURL(parsing: url)
        guard let foundationURL = URL(string: url) else {
            throw .malformedURL(url, reason: "it is not a valid URL (check for spaces and stray '%' characters)")
        }
        return (parsed, foundationURL)
    }

    private func candidates(
        for parsed: ParsedURL, _ url: URL
    ) -> [(URLOpenerCandidate, RegisteredURLOpener)] {
        component.openers.enumerated().compactMap { position, opener in
            switch opener.kind {
            case let .route(route, pattern):
                guard let match = pattern.match(parsed, route: route.pattern) else { return nil }
                let candidate = URLOpenerCandidate(
                    name: route.name, pluginName: opener.pluginName, route: route.pattern, match: match,
                    position: position)
                return (candidate, opener)
            case let .plugin(plugin):
                guard plugin.canOpenURL(url) else { return nil }
                let candidate = URLOpenerCandidate(
                    name: plugin.name, pluginName: opener.pluginName, route: nil, match: nil, position: position)
                return (candidate, opener)
            }
        }
    }

    private func open(
        _ opener: RegisteredURLOpener, candidate: URLOpenerCandidate, url: URL
    ) throws(URLOpeningError) {
        switch opener.kind {
        case let .route(route, pattern):
            guard let match = candidate.match else { return }
            try pattern.requireParameters(match, route: route.pattern)
            try route.perform(match, mainboard)
        case let .plugin(plugin):
            do {
                try plugin.mainboard(mainboard, openURL: url)
            } catch {
                throw URLOpeningError.wrapping(error, route: plugin.name)
            }
        }
    }

    /// ``URLOpeningError/unknownScheme(_:url:)`` when no route uses the scheme and no other opener exists, else
    /// ``URLOpeningError/noMatchingRoute(url:knownRoutes:)`` listing the openers that could apply.
    private func notFoundError(for parsed: ParsedURL) -> URLOpeningError {
        let known = component.openers.filter { opener in
            guard case let .route(_, pattern) = opener.kind else { return true }
            return pattern.scheme.map { $0 == parsed.scheme } ?? true
        }
        guard !known.isEmpty else { return .unknownScheme(parsed.scheme, url: parsed.source) }
        return .noMatchingRoute(
            url: parsed.source,
            knownRoutes: known.map { opener in
                if case let .route(route, _) = opener.kind { route.pattern } else { opener.name }
            })
    }
}
