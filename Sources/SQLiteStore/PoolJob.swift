/// A unit of work queued on a ``JobQueue``, type-erased so one queue can carry jobs of any result type.
protocol PoolJob: AnyObject, Sendable {
    /// The job's cancellation state.
    var control: JobControl { get }

    /// Runs the work on `connection` (unless cancelled) and stores the outcome; does not resume the
    /// caller yet.
    func run(on connection: Connection)

    /// Resumes the waiting caller with the stored outcome. Called after the connection was returned.
    func complete()
}

/// A job that runs a closure on a pooled connection and resumes an async caller with its result.
final class ContinuationJob<T: Sendable>: PoolJob, @unchecked Sendable {
    // Safety: state is set before submit (published by the queue lock), then used only by the one dequeuing thread.
    private var work: ((Connection) throws -> T)?
    private var continuation: UnsafeContinuation<T, any Error>?
    private var outcome: Result<T, any Error>?
    let control = JobControl()

    /// Wraps the work to run.
    init(_ work: @escaping (Connection) throws -> T) {
        self.work = work
    }

    /// Records the continuation to resume; must be called before the job is submitted.
    func attach(_ continuation: UnsafeContinuation<T, any Error>) {
        self.continuation = continuation
    }

    func run(on connection: Connection) {
        let work = self.work
        self.work = nil
        outcome = work.map { control.run(on: connection, $0) } ?? .failure(CancellationError())
    }

    func complete() {
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume(with: outcome ?? .failure(CancellationError()))
    }
}
