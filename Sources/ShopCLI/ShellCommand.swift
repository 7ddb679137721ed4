import AuthDataIO
import ShopOperations
import ShopTerminal

/// One parsed REPL command, ready to execute: a ``ShellOperation`` and its validated input.
///
/// Made by ``ShellCommandParser`` from a typed line, or by a deep-link route (``DeepLinkRoutes``). Two commands are
/// equal when they are the same operation with equal inputs (`exit` equals `quit`).
public struct ShellCommand: Sendable, Equatable {
    /// What a typed line leaves in the history.
    enum HistoryEntry: Sendable, Equatable {
        /// The line as typed.
        case line
        /// This text instead of the line.
        case replaced(String)
        /// Nothing.
        case none
    }

    /// The command's definition.
    public let definition: OperationDefinition
    let operation: any ShellOperation.Type
    let input: any Sendable
    var historyEntry = HistoryEntry.line

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - operation: The command, e.g. `ProductOperation.self`.
    ///   - input: Its input, e.g. a product id.
    public init<Operation: ShellOperation>(_ operation: Operation.Type, _ input: Operation.Input) {
        self.definition = Operation.definition
        self.operation = operation
        self.input = input
    }

    /// The command's name as typed, e.g. `cart add`; used in help and in `Login required for '…'.`.
    public var name: String {
        definition.name
    }

    /// Whether the command goes through the auth barrier.
    public var requiresSignIn: Bool {
        definition.requiresSignIn
    }

    /// Whether the command then goes through the staff gate (staff only).
    public var requiresStaff: Bool {
        definition.requiresStaff
    }

    /// What the line editor's history keeps of `line`: the line itself, except that a password is never kept
    /// (`login alice secret` is remembered as `login alice`; `register` lines are not remembered).
    ///
    /// - Parameter line: The line as typed.
    /// - Returns: The history entry, or `nil` to keep nothing.
    public func historyEntry(for line: String) -> String? {
        switch historyEntry {
        case .line: line
        case let .replaced(text): text
        case .none: nil
        }
    }

    /// Whether both are the same operation with equal inputs.
    public static func == (lhs: ShellCommand, rhs: ShellCommand) -> Bool {
        lhs.definition == rhs.definition && inputsEqual(lhs.operation, lhs.input, rhs.input)
    }

    /// Runs the command; `user` is the signed-in user when it requires one.
    @MainActor
    func run(in executor: ShellExecutor, as user: AuthenticatedUser?) async throws(ShellError) -> ShellOutcome {
        try await Self.run(operation, input, in: executor, as: user)
    }

    @MainActor
    private static func run<Operation: ShellOperation>(
        _ operation: Operation.Type,
        _ input: any Sendable,
        in executor: ShellExecutor,
        as user: AuthenticatedUser?
    ) async throws(ShellError) -> ShellOutcome {
        guard let input = input as? Operation.Input else {
            throw ShellError(.internalError, "internal error: '\(Operation.definition.name)' got a foreign input")
        }
        return ShellOutcome(operation, try await operation.run(input, in: executor, as: user))
    }

    private static func inputsEqual<Operation: ShellOperation>(
        _ operation: Operation.Type,
        _ lhs: any Sendable,
        _ rhs: any Sendable
    ) -> Bool {
        guard let lhs = lhs as? Operation.Input, let rhs = rhs as? Operation.Input else { return false }
        return lhs == rhs
    }
}
