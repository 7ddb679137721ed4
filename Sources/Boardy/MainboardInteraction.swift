/// Typed commands to one installed board (the `interaction` of an IOInterface).
public struct MainboardInteraction<Command> {
    /// The board that receives the commands.
    public let identifier: BoardID
    /// The motherboard the board is installed in.
    public private(set) weak var motherboard: Motherboard?

    /// Creates an interaction with `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        self.motherboard = motherboard
    }

    /// Sends `command`; a board that is not installed or not interactable is reported as a diagnostic.
    public func send(_ command: Command) {
        motherboard?.interactWithBoard(identifier, command: command)
    }
}

/// Completes one installed board from outside (the `completer` of an IOInterface).
public struct MainboardCompleter {
    /// The board to complete.
    public let identifier: BoardID
    /// The motherboard the board is installed in.
    public private(set) weak var motherboard: Motherboard?

    /// Creates a completer for `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        self.motherboard = motherboard
    }

    /// Completes the board as if it had called `complete(isDone)`; a board that is not installed is reported.
    public func complete(_ isDone: Bool = true) {
        guard let motherboard else { return }
        guard let board = motherboard.board(withIdentifier: identifier) else {
            motherboard.report(.completionTargetNotInstalled(identifier))
            return
        }
        board.complete(isDone)
    }
}
