import Foundation

/// A FIFO of Swift task jobs served by a fixed set of dedicated threads: the `TaskExecutor` behind
/// ``DatabasePool/readExecutor`` and ``DatabasePool/writeExecutor``.
///
/// The pool's reads and writes run on whichever thread calls them. A task that prefers this executor
/// (`Task(executorPreference:)`) runs its nonisolated code on these threads, so its blocking SQLite work stays off the
/// caller's actor and off the Swift cooperative thread pool.
final class JobQueue: @unchecked Sendable {
    // Safety: every mutable property below is only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob?] = []
    private var head = 0
    private var isStopped = false
    private var liveThreads = 0

    /// Starts `threadCount` threads named `name.1`, `name.2`... serving the queue.
    init(threadCount: Int, name: String) {
        liveThreads = threadCount
        for number in 1...threadCount {
            let thread = Thread { [self] in
                serve()
            }
            thread.name = "\(name).\(number)"
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// Whether the calling thread is one of this queue's workers.
    var isCurrentThreadWorker: Bool {
        WorkerThread.isCurrent(self)
    }

    /// Stops the threads once the queue is empty and waits until they have all exited — except the calling thread
    /// when it is itself a worker (the pool was released by a task running here), which exits after its current job.
    func stopAndJoin() {
        let ownThreads = isCurrentThreadWorker ? 1 : 0
        condition.lock()
        isStopped = true
        condition.broadcast()
        while liveThreads > ownThreads {
            condition.wait()
        }
        condition.unlock()
    }

    /// A thread's loop: run task jobs until stopped.
    private func serve() {
        WorkerThread.mark(self)
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
        condition.lock()
        liveThreads -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until a job is available (returning it) or the queue is stopped and drained (`nil`).
    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while head == jobs.count {
            if isStopped {
                return nil
            }
            condition.wait()
        }
        let job = jobs[head]
        jobs[head] = nil
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}

extension JobQueue: TaskExecutor {
    /// Queues a slice of a task that prefers this executor; once the queue is stopped (its pool is gone) the
    /// slice runs on the global concurrent executor instead, so a task that outlives the pool still finishes.
    func enqueue(_ job: consuming ExecutorJob) {
        condition.lock()
        if isStopped {
            condition.unlock()
            globalConcurrentExecutor.enqueue(job)
            return
        }
        jobs.append(UnownedJob(job))
        condition.signal()
        condition.unlock()
    }
}
