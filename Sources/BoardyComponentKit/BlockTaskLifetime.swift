/// How long a ``BlockTaskBoard`` stays installed in its motherboard.
///
/// The original's lifecycle is the default: a task board completes itself when its last activation ends, so it is
/// removed and the next activation of its id produces a new one. A resident board is produced once per motherboard
/// and kept, which lets an awaited ``BlockTaskActivation/run(_:)`` reuse it directly (see the article on
/// ``BlockTaskBoard`` and docs/adr/0002-resident-task-boards.md).
public enum BlockTaskLifetime: Sendable, Hashable {
    /// The board calls `complete(_:)` once no activation is left after a terminal sequence (`true` after a success,
    /// `false` after a failure or a cancellation) and is removed; the next activation produces a new board.
    case completesWhenIdle
    /// The board never completes itself: once its last activation ends (success, failure, cancellation,
    /// ``BlockTaskBoard/cancelAll()``) it stays installed, and every later activation of its id reuses it (the
    /// producer is not asked again). An explicit `complete(_:)` still removes it and fires its completion flows.
    ///
    /// Choose it for stateless executors whose board nobody completes or observes completing; the board then stays
    /// in memory for as long as its motherboard.
    case resident
}
