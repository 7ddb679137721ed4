import Boardy
import Foundation

/// An opener made of two closures: which URLs it can open, and how it opens them.
///
/// ```swift
/// BlockURLOpenerPlugin(name: "help", canOpen: { $0.host() == "help" }) { mainboard, url in
///     mainboard.activateBoard(HelpID.main, withOption: url.path())
/// }
/// ```
public struct BlockURLOpenerPlugin: URLOpenerPlugin {
    /// The opener's name.
    public let name: String
    private let canOpen: (URL) -> Bool
    private let open: (Motherboard, URL) throws -> Void

    /// Creates an opener.
    ///
    /// - Parameters:
    ///   - name: Its name in ``URLOpeningResult/candidates``.
    ///   - canOpen: Whether it can open a URL.
    ///   - open: Opens a URL it said it can open, on the mainboard.
    public init(
        name: String,
        canOpen: @escaping (URL) -> Bool,
        open: @escaping (Motherboard, URL) throws -> Void
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
