/// The callbacks of one activation of a task board, all run in the board graph's isolation.
@usableFromInline
struct TaskCallbacks<Output> {
    /// Receives the executor's value, before it is sent as output.
    @usableFromInline var success: ((Output) -> Void)?
    /// Receives `true` when the activation starts processing and `false` when it stops.
    @usableFromInline var processing: ((Bool) -> Void)?
    /// Receives the executor's error; `nil` makes the engine report the error as a diagnostic.
    @usableFromInline var error: ((any Error) -> Void)?
    /// Receives the terminal status, last.
    @usableFromInline var completion: ((TaskCompletionStatus) -> Void)?

    @inlinable
    init() {}
}
