import Foundation

/// A serial (and task) executor backed by one dedicated thread, so an actor or a task using it runs on a known thread
/// and code blocking inside it never holds a thread of the Swift cooperative pool.
final class ThreadExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    // Safety: `jobs` and `isStopped` are only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isStopped = false

    /// Starts the thread.
    init() {
        Thread.detachNewThread { [self] in
            while let job = next() {
                job.runSynchronously(on: asUnownedSerialExecutor())
            }
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        condition.lock()
        jobs.append(UnownedJob(job))
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread exit once its queue is empty.
    func stop() {
        condition.lock()
        isStopped = true
        condition.signal()
        condition.unlock()
    }

    /// Blocks until a job is queued (returning it) or the executor is stopped and drained (`nil`).
    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty {
            if isStopped {
                return nil
            }
            condition.wait()
        }
        return jobs.removeFirst()
    }
}
