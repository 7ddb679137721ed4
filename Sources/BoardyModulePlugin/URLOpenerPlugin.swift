import Boardy
import Foundation

/// A deep-link opener: it says which URLs it can open and opens them on the application's mainboard.
///
/// Install openers with ``LauncherComponent/install(urlOpenerPlugins:)``, from a ``LauncherPlugin``, or from a
/// module plugin with ``MainComponent/registerURLOpenerPlugin(_:)``. ``PluginLauncher/open(url:)`` asks every
/// opener, in install order; see ``URLOpeningOption`` for what happens with none, one or several candidates.
///
/// Two forms ship: ``BlockURLOpenerPlugin`` (any test on the URL) and ``URLRoute`` (path matching with `{name}`
/// captures, also spelled ``BlockURLOpenerPathMatchingPlugin``). Conform a type of your own for anything else.
@MainActor
public protocol URLOpenerPlugin {
    /// The opener's name in ``URLOpeningResult/candidates``; defaults to the type name.
    var name: String { get }

    /// Whether this opener can open `url` (a pure test; nothing is opened).
    func canOpenURL(_ url: URL) -> Bool

    /// Opens `url` on the application's mainboard.
    ///
    /// A thrown ``URLOpeningError`` reaches the caller of ``PluginLauncher/open(url:)`` unchanged; any other error
    /// is wrapped in ``URLOpeningError/routeFailed(route:reason:)`` naming this opener.
    func mainboard(_ mainboard: Motherboard, openURL url: URL) throws
}

extension URLOpenerPlugin {
    /// The type name.
    public var name: String {
        String(describing: type(of: self))
    }
}

/// An opener made of two closures: which URLs it can open, and how it opens them.
///
/// ```swift
/// BlockURLOpenerPlugin(name: "help", canOpen: { $0.host() == "help" }) { mainboard, url in
///     mainboard.activateBoard(HelpID.main, withOption: url.path())
/// }
/// ```
@MainActor
public struct BlockURLOpenerPlugin: URLOpenerPlugin {
    /// The opener's name.
    public let name: String
    private let canOpen: @MainActor (URL) -> Bool
    private let open: @MainActor (Motherboard, URL) throws -> Void

    /// Creates an opener.
    ///
    /// - Parameters:
    ///   - name: Its name in ``URLOpeningResult/candidates``.
    ///   - canOpen: Whether it can open a URL.
    ///   - open: Opens a URL it said it can open, on the mainboard.
    public init(
        name: String,
        canOpen: @escaping @MainActor (URL) -> Bool,
        open: @escaping @MainActor (Motherboard, URL) throws -> Void
    ) {
        self.name = name
        self.canOpen = canOpen
        self.open = open
    }

    /// Asks the `canOpen` closure.
    public func canOpenURL(_ url: URL) -> Bool {
        canOpen(url)
    }

    /// Runs the `open` closure.
    public func mainboard(_ mainboard: Motherboard, openURL url: URL) throws {
        try open(mainboard, url)
    }
}

/// The original's name for the path-matching opener form: a ``URLRoute``.
public typealias BlockURLOpenerPathMatchingPlugin = URLRoute
