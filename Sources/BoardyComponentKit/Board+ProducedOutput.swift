import Boardy

extension Board {
    /// Sends a task board's output as `GuaranteedOutputSendingBoard.sendOutput` does: asks the delegate first, so an
    /// output nothing observes is never boxed, and reports an output sent while detached.
    ///
    /// The board goes to its delegate through `Board`'s own conformance. Passed as a generic board
    /// (`BlockTaskBoard<Input, Output>`), it would need its conformance looked up at run time on every output.
    @usableFromInline
    func sendProducedOutput<Value>(_ output: Value) {
        guard let delegate else {
            BoardDiagnostics.report(.messageFromDetachedBoard(identifier, kind: BoardMessage.output(output).kindName))
            return
        }
        guard delegate.wantsOutput(from: self) else { return }
        delegate.board(self, didSendOutput: output)
    }
}
