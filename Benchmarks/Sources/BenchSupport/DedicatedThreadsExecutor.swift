import CBenchShims
import Foundation

/// A `TaskExecutor` backed by a fixed set of dedicated threads, started once and kept for the process's life: a
/// lock-protected queue of jobs that each thread takes from, waiting on a condition while it is empty.
///
/// The 4-task data rows run their board workers with this executor as their preference (``perCore``), because the
/// benchmark harness blocks one of the cooperative pool's threads for the whole measurement (ordo-one/benchmark's
/// `Benchmark.runAsync` waits on a semaphore from an async context): on a 2-core machine the workers would share the
/// one thread left. ``perCore`` has one thread per active core, as many as Swift's cooperative pool gives a server
/// such as `shop-server`, whose request tasks run there — so the rows measure what a server's concurrent requests
/// get, whatever the harness does with the pool.
///
/// **One thread per core, literally, for CPU-bound rows.** ``pinnedPerCore`` pins thread *i* to the *i*-th processor,
/// and a round's workers are enqueued together (``enqueueTogether(_:)``) and woken with one broadcast. The SQLite
/// 4-task rows use it: their workers never suspend. Unpinned, the kernel often put the second woken thread on the
/// first one's core and left the other core idle until its next balancing pass: in 20–32 of 60 rounds of product by id
/// ×4 one worker started 1–1.5 ms late, a round ran one worker at a time for that long, and the row read 0.71–0.83×
/// where the same lookups ran at 0.84–0.96× once the workers started together. The raw-C side's new threads are placed
/// on idle processors when they are created, so it never had that delay. The PostgreSQL 4-task rows keep ``perCore``
/// (unpinned): their workers suspend on every round trip, and pinned threads, which cannot move to the core the
/// network event loop leaves free, made those rows 10–25% slower.
public final class DedicatedThreadsExecutor: TaskExecutor, @unchecked Sendable {
    // Safety: `jobs`, `head`, `idleThreads` and `wakeupsHeld` are only read and written while `condition` is locked;
    // `threadCount` is set once in `init`.

    /// One thread per active core (`ProcessInfo.activeProcessorCount`), the width of Swift's cooperative pool on the
    /// same machine; created on first use.
    public static let perCore = DedicatedThreadsExecutor(
        threads: ProcessInfo.processInfo.activeProcessorCount, name: "bench-pool")

    /// ``perCore`` with thread *i* pinned to the *i*-th processor, for workers that never suspend; created on first
    /// use.
    public static let pinnedPerCore = DedicatedThreadsExecutor(
        threads: ProcessInfo.processInfo.activeProcessorCount, name: "bench-pinned", pinsThreads: true)

    /// The number of threads running this executor's jobs.
    public let threadCount: Int
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var idleThreads = 0
    private var wakeupsHeld = false

    /// Starts `threads` threads, named `name` and their index (at most 15 characters in all on Linux), which run
    /// this executor's jobs until the process exits; with `pinsThreads`, thread *i* runs on the *i*-th processor only
    /// (where the system allows it; otherwise it runs anywhere).
    public init(threads: Int, name: String, pinsThreads: Bool = false) {
        precondition(threads > 0, "an executor needs at least one thread")
        threadCount = threads
        for index in 0..<threads {
            Thread {
                Thread.current.name = "\(name) \(index)"
                if pinsThreads { _ = bench_pin_current_thread(Int32(index)) }
                self.runJobs()
            }.start()
        }
    }

    /// Queues `job`, waking an idle thread if there is one (a busy thread takes it when it finishes its job).
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        if idleThreads > 0, !wakeupsHeld {
            condition.signal()
        }
        condition.unlock()
    }

    /// Runs `enqueueJobs`, which starts tasks that prefer this executor, holding their wake-ups back; then wakes every
    /// idle thread at once, so the jobs start together.
    public func enqueueTogether(_ enqueueJobs: () -> Void) {
        condition.lock()
        wakeupsHeld = true
        condition.unlock()
        enqueueJobs()
        condition.lock()
        wakeupsHeld = false
        if idleThreads > 0, head < jobs.count {
            condition.broadcast()
        }
        condition.unlock()
    }

    /// A thread's loop: takes the oldest job, or waits for one, and runs it on this executor.
    private func runJobs() -> Never {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while head == jobs.count {
                idleThreads += 1
                condition.wait()
                idleThreads -= 1
            }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024 {
                jobs.removeFirst(head)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}
