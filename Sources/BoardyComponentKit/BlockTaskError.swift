import Boardy

/// Errors thrown by ``BlockTaskActivation/run(_:)`` besides the executor's own errors.
public enum BlockTaskError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The activation was accepted by the motherboard but never reached a block-task board's executor: the board
    /// rejected the parameter type, or a barrier or gateway dropped the activation. Nothing will answer.
    case activationDropped(BoardID)

    /// One human line describing the error.
    public var description: String {
        switch self {
        case let .activationDropped(id):
            "the activation of '\(id)' was dropped before a block-task board could run it"
        }
    }
}
