/// How a ``BlockTaskBoard`` treats an activation that arrives while others are still running.
///
/// Whatever the policy, every accepted activation gets exactly one terminal sequence (see ``BlockTaskBoard``), and
/// executors run in the board graph's isolation unless marked `@concurrent`: activations that run "concurrently"
/// interleave on the graph's actor at their suspension points.
public enum BlockTaskExecutingType: Sendable, Hashable {
    /// Every activation runs its own executor at once, concurrently with the others (interleaved on the graph's
    /// actor; in parallel only for `@concurrent` executors).
    case `default`
    /// The new activation first cancels every running or waiting activation (each gets `onProgress(false)` then
    /// `onCompletion(.cancelled)`), then runs. The board does not complete in between.
    case latest
    /// While any activation is running, a new one is not run: it gets only `onCompletion(.cancelled)` (no
    /// progress callbacks) and the board reports a `BoardDiagnostic.custom(board:message:)` diagnostic.
    case only
    /// While an activation is running, new ones do not start an executor: they get `onProgress(true)` and wait for
    /// the running one's result, which every waiting activation then receives (in activation order, one output per
    /// activation). An activation arriving during that delivery starts a new run.
    case onlyResult
    /// One at a time, first in first out: the next executor starts only after the previous activation's terminal
    /// sequence has fully returned.
    case queue
    /// At most `max` executors run at once (`max` is clamped to at least 1); the others wait, first in first out.
    case concurrent(max: Int)

    /// ``concurrent(max:)`` with a limit of 3.
    public static var concurrent: BlockTaskExecutingType { .concurrent(max: 3) }
}
