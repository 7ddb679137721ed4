extension FlowHandler {
    /// Re-emits each output as an output of `board`, under `board`'s own id (the original's `sendOutput(through:)`).
    ///
    /// `board` is held weakly: once it is released the flow removes itself. An output of another type is reported as
    /// ``BoardDiagnostic/outputTypeMismatch(sender:expected:received:)``, as by every typed flow.
    @discardableResult
    public func sendOutput<Relay: GuaranteedOutputSendingBoard>(through board: Relay) -> String
    where Relay.OutputType == Output {
        addTarget(board) { board, output in board.sendOutput(output) }
    }
}
