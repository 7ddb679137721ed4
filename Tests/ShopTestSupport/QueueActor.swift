import Dispatch

/// A serial executor on one dispatch queue that can tell whether the calling code runs on it.
public final class QueueExecutor: SerialExecutor, @unchecked Sendable {
    // Safety: both properties are immutable after init; dispatch queues and specific keys are thread-safe.
    private let queue: DispatchQueue
    private let key = DispatchSpecificKey<Bool>()

    /// Creates an executor on a new serial queue named `label`.
    public init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: true)
    }

    /// Runs `job` on the queue.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    /// Whether the caller runs on this executor's queue.
    public var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}

/// An actor whose jobs run on its own dispatch queue, so a test can check where code runs; it owns board graphs in
/// the isolation tests.
public actor QueueActor {
    /// The executor whose queue runs this actor's jobs.
    public nonisolated let executor: QueueExecutor

    /// Creates an actor whose jobs run on a queue named `label`.
    public init(label: String) {
        executor = QueueExecutor(label: label)
    }

    /// The actor's executor: ``executor``.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Runs `body` isolated to this actor.
    public func run<T: Sendable>(_ body: @Sendable (isolated QueueActor) async throws -> T) async rethrows -> T {
        try await body(self)
    }
}
