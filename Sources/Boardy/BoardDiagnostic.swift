/// Something the board graph could not do, reported instead of being silently dropped.
///
/// Motherboards send diagnostics to their ``Motherboard/diagnosticHandler``; a motherboard without a handler
/// forwards to its parent, and the top of the graph uses ``BoardDiagnostics/defaultHandler`` (which writes one line
/// to standard error). Tests install a handler to observe them.
public enum BoardDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// An activation named an id that no producer could build.
    case unregisteredBoard(BoardID)
    /// A board received an input it cannot convert to its input type.
    case inputTypeMismatch(board: BoardID, expected: String, received: String)
    /// A board with a `Decodable` input received JSON it cannot decode; `reason` carries the decoding error.
    case inputDecodingFailed(board: BoardID, expected: String, reason: String)
    /// ``GuaranteedOutputSendingBoard/sendEncodedOutput(_:)`` could not encode the value, so nothing was sent.
    case outputEncodingFailed(board: BoardID, reason: String)
    /// An id-matched typed flow received an output of another type.
    case outputTypeMismatch(sender: BoardID, expected: String, received: String)
    /// A command was sent to an id that is not installed.
    case commandTargetNotInstalled(BoardID)
    /// A command was sent to a board that does not accept commands.
    case boardNotInteractable(BoardID)
    /// A command of the wrong type was sent to an interactable board.
    case commandTypeMismatch(board: BoardID, expected: String, received: String)
    /// A completer named a board that is not installed.
    case completionTargetNotInstalled(BoardID)
    /// A board that is no longer installed in a motherboard sent a message; nothing receives it.
    case messageFromDetachedBoard(BoardID, kind: String)
    /// A producer already had a registration for the id; the first one is kept.
    case duplicateRegistration(BoardID)
    /// A board was produced under an id other than the one asked for, so it cannot be installed.
    case producedIdentifierMismatch(requested: BoardID, produced: BoardID)
    /// A gate completed without success, so the activations waiting behind it were dropped.
    case activationsDroppedByBarrier(gate: BoardID, count: Int)
    /// A pending activation could not run because its board or motherboard was released.
    case pendingActivationReleased(BoardID)
    /// A board-specific problem, described in words (used by ComponentKit and plugins).
    case custom(board: BoardID, message: String)

    /// One human line describing the problem.
    public var description: String {
        switch self {
        case let .unregisteredBoard(id):
            "no board is registered for id '\(id)'; the activation was not performed"
        case let .inputTypeMismatch(board, expected, received):
            "board '\(board)' expects input \(expected) but received \(received); the activation was ignored"
        case let .inputDecodingFailed(board, expected, reason):
            "board '\(board)' could not decode its input \(expected): \(reason); the activation was ignored"
        case let .outputEncodingFailed(board, reason):
            "board '\(board)' could not encode its output: \(reason); nothing was sent"
        case let .outputTypeMismatch(sender, expected, received):
            "a flow for '\(sender)' expects output \(expected) but received \(received)"
        case let .commandTargetNotInstalled(id):
            "no board '\(id)' is installed to receive the command"
        case let .boardNotInteractable(id):
            "board '\(id)' does not accept commands"
        case let .commandTypeMismatch(board, expected, received):
            "board '\(board)' expects command \(expected) but received \(received)"
        case let .completionTargetNotInstalled(id):
            "no board '\(id)' is installed to complete"
        case let .messageFromDetachedBoard(id, kind):
            "board '\(id)' sent a \(kind) while not installed in any motherboard; nothing received it"
        case let .duplicateRegistration(id):
            "a board is already registered for id '\(id)'; the new registration was ignored"
        case let .producedIdentifierMismatch(requested, produced):
            "the producer built board '\(produced)' when asked for '\(requested)'; it was not installed"
        case let .activationsDroppedByBarrier(gate, count):
            "gate '\(gate)' completed without success; \(count) pending activation(s) were dropped"
        case let .pendingActivationReleased(id):
            "a pending activation of '\(id)' was dropped because its board or motherboard was released"
        case let .custom(board, message):
            "board '\(board)': \(message)"
        }
    }
}
