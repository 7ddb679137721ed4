/// A typed activation request: which board to activate and with what.
public struct BoardInput<Input> {
    /// The board to activate.
    public let identifier: BoardID
    /// The input it is activated with.
    public let input: Input

    /// Creates a request for `identifier` with `input`.
    public init(target identifier: BoardID, input: Input) {
        self.identifier = identifier
        self.input = input
    }

    /// A request for a board whose input is `Void`.
    public static func target(_ identifier: BoardID) -> BoardInput<Void> where Input == Void {
        BoardInput<Void>(target: identifier, input: ())
    }

    /// A request for `identifier` with `input`.
    public static func target(_ identifier: BoardID, _ input: Input) -> BoardInput<Input> {
        BoardInput(target: identifier, input: input)
    }
}

/// A typed command for an interactable board.
public struct BoardCommand<Command> {
    /// The board that receives the command.
    public let identifier: BoardID
    /// The command.
    public let command: Command

    /// Creates a command for `identifier`.
    public init(target identifier: BoardID, command: Command) {
        self.identifier = identifier
        self.command = command
    }
}
