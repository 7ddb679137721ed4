/// The input of a ``BarrierBoard``: queue a waiter, or resolve the barrier.
public enum BarrierAction<Value: Sendable> {
    /// Queues `handler` until the barrier is overcome; `onCancel` (if any) runs instead when it is cancelled.
    case wait(_ handler: (Value) -> Void, onCancel: (() -> Void)? = nil)
    /// Overcomes the barrier: every waiter runs with the value, in order; then the value is sent as output and the
    /// board completes with `true`.
    case overcome(Value)
    /// Cancels the barrier: waiters are dropped (only their `onCancel` closures run, in order), nothing is sent, and
    /// the board completes with `false`.
    case cancel
}
