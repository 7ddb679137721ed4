/// A board that accepts commands from its siblings or its motherboard while it is installed.
public protocol InteractableBoard: ActivatableBoard {
    /// Handles an untyped command.
    func interact(command: Any?)
}

/// An interactable board with a typed command.
///
/// A command of another type is reported as ``BoardDiagnostic/commandTypeMismatch(board:expected:received:)``.
public protocol GuaranteedCommandBoard: InteractableBoard {
    /// The type of command the board accepts.
    associatedtype CommandType

    /// Handles a typed command.
    func interact(guaranteedCommand command: CommandType)
}

extension GuaranteedCommandBoard {
    /// Casts the command and calls ``interact(guaranteedCommand:)``, or reports a type mismatch.
    public func interact(command: Any?) {
        guard let typed = BoardOption.cast(command, to: CommandType.self) else {
            reportDiagnostic(
                .commandTypeMismatch(
                    board: identifier,
                    expected: String(reflecting: CommandType.self),
                    received: BoardOption.typeName(of: command)
                ))
            return
        }
        interact(guaranteedCommand: typed)
    }
}
