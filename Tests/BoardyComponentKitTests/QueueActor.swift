import Dispatch

/// A serial executor on one dispatch queue that can tell whether the calling code runs on it.
final class QueueExecutor: SerialExecutor, @unchecked Sendable {
    // Safety: both properties are immutable after init; dispatch queues and specific keys are thread-safe.
    private let queue: DispatchQueue
    private let key = DispatchSpecificKey<Bool>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    /// Whether the caller runs on this executor's queue.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}

/// An actor whose jobs run on its own dispatch queue, so a test can check where code runs; it owns board graphs in
/// the isolation tests.
actor QueueActor {
    nonisolated let executor: QueueExecutor

    init(label: String) {
        executor = QueueExecutor(label: label)
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Runs `body` isolated to this actor.
    func run<T: Sendable>(_ body: @Sendable (isolated QueueActor) async throws -> T) async rethrows -> T {
        try await body(self)
    }
}
