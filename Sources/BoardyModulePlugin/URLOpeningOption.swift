import Foundation

/// How ``PluginLauncher/open(url:)`` treats a URL before and after asking the openers, installed with
/// ``LauncherComponent/install(urlOpeningOption:)``.
///
/// 1. ``validator`` runs first. ``URLValidation/denied(reason:)`` calls ``deniedHandler`` (or, when it is `nil`,
///    ``notFoundHandler``), opens nothing and throws ``URLOpeningError/denied(url:reason:)``.
/// 2. The candidates are every opener whose test accepts the URL, in install order.
/// 3. No candidate: ``notFoundHandler`` runs and `open` throws ``URLOpeningError/noMatchingRoute(url:knownRoutes:)``
///    (or ``URLOpeningError/unknownScheme(_:url:)``).
/// 4. One candidate opens. Several: ``selectionHandler`` chooses which open (the default selects all), and they
///    open in candidate order. ``URLOpeningResult/candidates`` lists every candidate, whatever was selected.
public struct URLOpeningOption {
    /// Accepts or denies a URL before any opener is asked; the default accepts every URL.
    public var validator: (URL) -> URLValidation
    /// Called for a denied URL with the reason; `nil` calls ``notFoundHandler`` instead (as the original does).
    public var deniedHandler: ((URL, String) -> Void)?
    /// Called for a URL no opener can open.
    public var notFoundHandler: ((URL) -> Void)?
    /// Chooses which of several candidates open; the default selects them all.
    public var selectionHandler: (URL, [URLOpenerCandidate]) -> [URLOpenerCandidate]

    /// Creates an option; every part has the original's default.
    public init(
        validator: @escaping (URL) -> URLValidation = { _ in .accepted },
        deniedHandler: ((URL, String) -> Void)? = nil,
        notFoundHandler: ((URL) -> Void)? = nil,
        selectionHandler: @escaping (URL, [URLOpenerCandidate]) -> [URLOpenerCandidate] = { $1 }
    ) {
        self.validator = validator
        self.deniedHandler = deniedHandler
        self.notFoundHandler = notFoundHandler
        self.selectionHandler = selectionHandler
    }

    /// The original's defaults: accept every URL, no handlers, open every candidate.
    public static var `default`: URLOpeningOption { URLOpeningOption() }

    /// A selection handler that opens only the first candidate in install order (the "first match wins" rule).
    public static var selectFirst: (URL, [URLOpenerCandidate]) -> [URLOpenerCandidate] {
        { Array($1.prefix(1)) }
    }
}
