/// A board with a typed output.
public protocol GuaranteedOutputSendingBoard: IdentifiableBoard {
    /// The type of value the board sends out.
    associatedtype OutputType

    /// Sends a typed output to the motherboard, where output flows for this board's id receive it.
    func sendOutput(_ output: OutputType)
}

extension GuaranteedOutputSendingBoard {
    /// Sends the value as ``BoardMessage/output(_:)``.
    @inlinable
    public func sendOutput(_ output: OutputType) {
        if let delegate {
            // Asked first, so that an output nothing observes is not boxed into `Any` (an allocation for most types).
            guard delegate.wantsOutput(from: self) else { return }
            delegate.board(self, didSendOutput: output)
        } else {
            BoardDiagnostics.report(.messageFromDetachedBoard(identifier, kind: BoardMessage.output(output).kindName))
        }
    }
}

/// A board that broadcasts typed actions to its ancestors.
public protocol GuaranteedActionSendingBoard: IdentifiableBoard {
    /// The type of action the board broadcasts.
    associatedtype FlowActionType: BoardFlowAction

    /// Broadcasts a typed action.
    func broadcastAction(_ action: FlowActionType)
}

extension GuaranteedActionSendingBoard {
    /// Sends the action as ``BoardMessage/action(_:)``.
    @inlinable
    public func broadcastAction(_ action: FlowActionType) {
        sendToMotherboard(.action(action))
    }
}
