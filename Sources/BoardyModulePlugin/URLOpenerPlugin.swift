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
