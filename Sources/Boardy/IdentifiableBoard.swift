/// A board with an identity and a delegate (its motherboard).
///
/// Everything a board says to the outside goes through ``sendToMotherboard(_:)``; the helpers in the extension
/// (``complete(_:)``, ``nextToBoard(_:option:)``, ``broadcastAction(_:)``, ``interactWithOtherBoard(_:command:)``)
/// are sugar over it. A board that is not installed has no delegate; its messages are reported as
/// ``BoardDiagnostic/messageFromDetachedBoard(_:kind:)`` instead of vanishing.
public protocol IdentifiableBoard: AnyObject {
    /// The board's identity inside its motherboard.
    var identifier: BoardID { get }
    /// The motherboard the board is installed in, held weakly; `nil` when not installed.
    var delegate: (any BoardDelegate)? { get set }
}

extension IdentifiableBoard {
    /// Sends a message to the motherboard, or reports it as a diagnostic when the board is detached.
    @inlinable
    public func sendToMotherboard(_ message: BoardMessage) {
        if let delegate {
            delegate.board(self, didSend: message)
        } else {
            BoardDiagnostics.report(.messageFromDetachedBoard(identifier, kind: message.kindName))
        }
    }

    /// Reports a diagnostic through the motherboard (or the process-wide handler when detached).
    @inlinable
    public func reportDiagnostic(_ diagnostic: BoardDiagnostic) {
        if let delegate {
            delegate.board(self, didReport: diagnostic)
        } else {
            BoardDiagnostics.report(diagnostic)
        }
    }

    /// Finishes the board: the motherboard removes and releases it, then runs the completion flows for its id.
    ///
    /// Completing twice is harmless: after the first completion the board is detached, so completion flows run
    /// exactly once.
    @inlinable
    public func complete(_ isDone: Bool = true) {
        sendToMotherboard(.completion(isDone: isDone))
    }

    /// Asks the motherboard to activate the sibling `identifier` with `option`.
    public func nextToBoard(_ identifier: BoardID, option: Any? = nil) {
        sendToMotherboard(.activation(identifier, option: option))
    }

    /// Broadcasts an action to every ancestor motherboard.
    public func broadcastAction(_ action: any BoardFlowAction) {
        sendToMotherboard(.action(action))
    }

    /// Sends a command to the sibling `identifier` through the motherboard.
    public func interactWithOtherBoard(_ identifier: BoardID, command: Any?) {
        sendToMotherboard(.command(identifier, command))
    }
}
