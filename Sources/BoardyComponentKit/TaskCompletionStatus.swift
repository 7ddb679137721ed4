/// How one activation of a task board ended.
///
/// Every accepted activation of ``TaskBoard`` and ``BlockTaskBoard`` receives exactly one completion status, as the
/// last callback of its terminal sequence.
public enum TaskCompletionStatus: Sendable, Hashable, CustomStringConvertible {
    /// The executor returned a value; the success handler ran and the value was sent as output.
    case done
    /// The executor threw an error (other than `CancellationError`); the error handler ran.
    case failed
    /// The activation was cancelled (or rejected by ``BlockTaskExecutingType/only``) before it could finish.
    case cancelled

    /// The status name, for logs.
    public var description: String {
        switch self {
        case .done: "done"
        case .failed: "failed"
        case .cancelled: "cancelled"
        }
    }
}
