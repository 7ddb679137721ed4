import Boardy

/// Why ``PluginLauncher/open(url:)`` could not open a deep link.
///
/// Route and opener names are reported in the `route` fields.
public enum URLOpeningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string is not a URL with a scheme (or its percent-encoding is invalid).
    case malformedURL(String, reason: String)
    /// The launcher's URL validator (``URLOpeningOption/validator``) denied the URL; nothing was opened.
    case denied(url: String, reason: String)
    /// No route is registered for the URL's scheme.
    case unknownScheme(String, url: String)
    /// Routes exist for the scheme, but none matches the URL's path (unknown path or wrong segment count).
    case noMatchingRoute(url: String, knownRoutes: [String])
    /// The matched route needs a parameter the URL does not carry.
    case missingParameter(String, route: String)
    /// A parameter of the matched route has a value the route cannot use.
    case invalidParameter(String, value: String, expected: String, route: String)
    /// The route's activation names a board no producer can build.
    case activationFailed(BoardID, route: String)
    /// The route's handler failed with an error of its own.
    case routeFailed(route: String, reason: String)

    /// One human line describing the problem.
    public var description: String {
        switch self {
        case let .malformedURL(url, reason):
            "cannot open '\(url)': \(reason)"
        case let .denied(url, reason):
            "cannot open '\(url)': it was denied: \(reason)"
        case let .unknownScheme(scheme, url):
            "cannot open '\(url)': no route is registered for the scheme '\(scheme)'"
        case let .noMatchingRoute(url, knownRoutes):
            "cannot open '\(url)': no route matches its path; known routes: \(knownRoutes.joined(separator: ", "))"
        case let .missingParameter(name, route):
            "the route '\(route)' needs the parameter '\(name)', which the URL does not have"
        case let .invalidParameter(name, value, expected, route):
            "the route '\(route)' expects the parameter '\(name)' to be \(expected), but it is '\(value)'"
        case let .activationFailed(id, route):
            "the route '\(route)' activates board '\(id)', but no board is registered for that id"
        case let .routeFailed(route, reason):
            "the route '\(route)' failed: \(reason)"
        }
    }

    /// Passes a ``URLOpeningError`` through, and wraps any other error in ``routeFailed(route:reason:)``.
    static func wrapping(_ error: any Error, route: String) -> URLOpeningError {
        if let error = error as? URLOpeningError { return error }
        return .routeFailed(route: route, reason: String(describing: error))
    }
}
