/// Typed commands to one installed board (the `interaction` of an IOInterface).
public struct MainboardInteraction<Command> {
    /// The board that receives the commands.
    public let identifier: BoardID
    /// The motherboard the board is installed in.
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates an interaction with `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Creates the same value from a link another IO value holds.
    init(identifier: BoardID, link: MotherboardLink?) {
        self.identifier = identifier
        self.link = link
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
    @inlinable public var motherboard: Motherboard? { link?.motherboard }
    /// How ``motherboard`` is reached without keeping it alive (see ``MotherboardLink``).
    @usableFromInline let link: MotherboardLink?

    /// Creates a completer for `identifier` on `motherboard`.
    public init(identifier: BoardID, motherboard: Motherboard?) {
        self.identifier = identifier
        link = motherboard?.link
    }

    /// Creates the same value from a link another IO value holds.
    init(identifier: BoardID, link: MotherboardLink?) {
        self.identifier = identifier
        self.link = link
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
