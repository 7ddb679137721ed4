/// Errors thrown by the board graph's throwing and `async` APIs.
public enum BoardyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A board with this id is already installed and replacing it was not asked for.
    case duplicateBoardID(BoardID)
    /// No producer could build a board for this id.
    case unregisteredBoard(BoardID)
    /// The board completed before sending the awaited output.
    case completedWithoutOutput(BoardID, isDone: Bool)
    /// The motherboard behind an interface was released.
    case motherboardReleased(BoardID)

    /// One human line describing the error.
    public var description: String {
        switch self {
        case let .duplicateBoardID(id):
            "a board with id '\(id)' is already installed"
        case let .unregisteredBoard(id):
            "no board is registered for id '\(id)'"
        case let .completedWithoutOutput(id, isDone):
            "board '\(id)' completed (\(isDone ? "done" : "not done")) without sending an output"
        case let .motherboardReleased(id):
            "the motherboard for '\(id)' was released"
        }
    }
}
