import Boardy
import Foundation

/// A deep link a module can open: a URL pattern and what to do with a matching URL; the path-matching
/// ``URLOpenerPlugin`` (the original's ``BlockURLOpenerPathMatchingPlugin``).
///
/// **Patterns.** `scheme://first/second/...?name=&other=default`. The host is the first path segment, so
/// `shop://product/{id}` has the segments `product` and `{id}`. A `{name}` segment captures one (percent-decoded)
/// segment of the URL; any other segment is a literal, compared case-insensitively. Empty segments are ignored on
/// both sides, and the segment counts must be equal. A pattern starting with `/` (`/product/{id}`) has no scheme and
/// matches the URL's path without the host, as the original's path-matching openers do. Query names in the pattern
/// declare parameters: `q=` (or `q`) is required, `page=1` has a default. Undeclared query items are still passed on.
///
/// **Handlers.** A route either maps the match to a typed activation, which the launcher performs on the
/// mainboard:
///
/// ```swift
/// URLRoute("shop://product/{id}") { match in
///     .target(CatalogID.detail, try match.positiveInt("id"))
/// }
/// ```
///
/// or works on the mainboard itself, for example through a ``ServiceMap``:
///
/// ```swift
/// URLRoute("shop://cart") { _, mainboard in
///     mainboard.serviceMap.modCart.ioCart.activation.activate()
/// }
/// ```
///
/// A handler may throw. A ``URLOpeningError`` (such as the ones ``URLMatch`` throws for a missing or invalid
/// parameter) reaches the caller of ``PluginLauncher/open(url:)`` unchanged; any other error is wrapped in
/// ``URLOpeningError/routeFailed(route:reason:)``.
///
/// A route is a candidate for a URL when its scheme and path match; its declared query parameters are checked when
/// it opens (so a missing one is reported for that route).
public struct URLRoute: URLOpenerPlugin {
    /// The pattern, e.g. `shop://product/{id}`.
    public let pattern: String
    /// The route's name in ``URLOpeningResult``; defaults to the pattern.
    public let name: String
    let perform: (URLMatch, Motherboard) throws(URLOpeningError) -> Void

    /// Creates a route whose handler works on the mainboard directly.
    ///
    /// - Parameters:
    ///   - pattern: The URL pattern (see the type's documentation).
    ///   - name: A name for ``URLOpeningResult/routeName``; `nil` uses the pattern.
    ///   - open: Called with the match and the application's mainboard.
    public init(
        _ pattern: String,
        name: String? = nil,
        open: @escaping (URLMatch, Motherboard) throws -> Void
    ) {
        self.pattern = pattern
        self.name = name ?? pattern
        self.perform = { match, mainboard throws(URLOpeningError) in
            do {
                try open(match, mainboard)
            } catch {
                throw URLOpeningError.wrapping(error, route: pattern)
            }
        }
    }

    /// Creates a route that maps the match to a typed activation, performed on the mainboard.
    ///
    /// An activation no producer can serve makes ``PluginLauncher/open(url:)`` throw
    /// ``URLOpeningError/activationFailed(_:route:)``.
    ///
    /// - Parameters:
    ///   - pattern: The URL pattern (see the type's documentation).
    ///   - name: A name for ``URLOpeningResult/routeName``; `nil` uses the pattern.
    ///   - activation: Builds the board id and input from the match.
    public init<Input>(
        _ pattern: String,
        name: String? = nil,
        activation: @escaping (URLMatch) throws -> BoardInput<Input>
    ) {
        self.pattern = pattern
        self.name = name ?? pattern
        self.perform = { match, mainboard throws(URLOpeningError) in
            let input: BoardInput<Input>
            do {
                input = try activation(match)
            } catch {
                throw URLOpeningError.wrapping(error, route: pattern)
            }
            guard mainboard.activateBoard(input) else {
                throw URLOpeningError.activationFailed(input.identifier, route: pattern)
            }
        }
    }
}

extension URLRoute {
    /// Creates a path-matching opener with the original's argument order; see ``init(_:name:open:)``.
    ///
    /// - Parameters:
    ///   - name: The opener's name.
    ///   - path: The pattern, e.g. `/product/{id}` (path only) or `shop://product/{id}`.
    ///   - handler: Called with the mainboard and the match (``URLMatch/parameters`` merges query and path).
    public init(name: String, path: String, handler: @escaping (Motherboard, URLMatch) throws -> Void) {
        self.init(path, name: name) { match, mainboard in try handler(mainboard, match) }
    }

    /// Whether the pattern is valid and its scheme and path match `url` (declared parameters are not checked).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let parsedPattern = try? URLPattern(parsing: pattern),
            let parsed = try? ParsedURL(parsing: url.absoluteString)
        else { return false }
        return parsedPattern.captures(in: parsed) != nil
    }

    /// Matches `url`, checks the declared parameters and runs the route.
    public func mainboard(_ mainboard: Motherboard, openURL url: URL) throws {
        let parsedPattern: URLPattern
        do {
            parsedPattern = try URLPattern(parsing: pattern)
        } catch {
            throw URLOpeningError.routeFailed(route: pattern, reason: "its pattern is invalid: \(error.reason)")
        }
        let parsed = try ParsedURL(parsing: url.absoluteString)
        guard let match = parsedPattern.match(parsed, route: pattern) else {
            throw URLOpeningError.noMatchingRoute(url: url.absoluteString, knownRoutes: [pattern])
        }
        try parsedPattern.requireParameters(match, route: pattern)
        try perform(match, mainboard)
    }
}

/// The original's name for the path-matching opener form: a ``URLRoute``.
public typealias BlockURLOpenerPathMatchingPlugin = URLRoute
