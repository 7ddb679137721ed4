/// The engine that accepted an awaited activation, as its ``InlineRun`` sees it: cancelling the awaiting task cancels
/// the activation through it, without a ``BlockTaskCancellationToken`` (a token, its bindings and the engine's side
/// table would cost every run five allocations).
@usableFromInline
protocol InlineRunCanceller: AnyObject {
    /// Cancels the accepted activation awaited by `run`, if it has not ended.
    func cancelActivation(awaitedBy run: AnyObject)
}
