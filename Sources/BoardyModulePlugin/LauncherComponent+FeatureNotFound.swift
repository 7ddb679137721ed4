import Boardy

extension LauncherComponent {
    /// Installs the NoBoard option on the application's producer: an id no plugin registered yields a `NoBoard`
    /// that reports `BoardNotFound` to `handler` and completes (the original shows a "Feature Not Found" alert).
    ///
    /// Module-internal producers fall back to the application's producer, so their unknown ids reach it too. A deep
    /// link no opener can open activates ``PluginLauncher/unknownLinkIdentifier`` and so reaches `handler` as well,
    /// unless a plugin registers a board for that id. The last call wins.
    @discardableResult
    public func install(
        featureNotFoundHandler handler: @escaping (BoardNotFound) -> Void
    ) -> LauncherComponent {
        featureNotFoundHandler = handler
        return self
    }
}

extension PluginLauncher {
    /// The id a deep link no opener can open activates, with the ``URLOpeningError`` as option, when the launcher has
    /// a feature-not-found handler. Register a board for it to handle unknown links yourself.
    public static let unknownLinkIdentifier: BoardID = "boardy.url-not-found"

    /// Whether unknown ids yield a `NoBoard` (a feature-not-found handler was installed).
    public var producesNoBoard: Bool {
        (mainboard.boardProducer as? BoardProducer)?.externalProducer is NoBoardProducer
    }

    /// Activates ``unknownLinkIdentifier`` for a link no opener can open (an unknown scheme or path), when the
    /// launcher produces NoBoards; ``open(url:)`` still throws the error afterwards.
    func reportUnknownLink(_ error: URLOpeningError) {
        guard producesNoBoard else { return }
        switch error {
        case .unknownScheme, .noMatchingRoute:
            mainboard.activateBoard(Self.unknownLinkIdentifier, withOption: error)
        case .malformedURL, .denied, .missingParameter, .invalidParameter, .activationFailed, .routeFailed:
            break
        }
    }
}
