import Foundation

/// A FIFO served by a fixed set of dedicated threads: ``PoolJob``s, each run with a connection borrowed from a
/// ``ConnectionSlots``, and Swift task jobs, since the queue is also a `TaskExecutor`.
///
/// SQLite calls block, so they run here rather than on the Swift cooperative thread pool. A task that prefers this
/// executor (`Task(executorPreference:)`) runs its nonisolated code on these threads, and the pool's async API then
/// runs its SQL inline on the same thread instead of handing it to another one.
final class JobQueue: @unchecked Sendable {
    // Safety: every mutable property below is only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var jobs: [Work?] = []
    private var head = 0
    private var isStopped = false
    private var liveThreads = 0
    /// The connections the threads borrow.
    let slots: ConnectionSlots

    /// One queued unit of work.
    private enum Work {
        /// SQL submitted from another thread; the worker borrows a connection for it.
        case pool(any PoolJob)
        /// A slice of a Swift task that prefers this executor.
        case task(UnownedJob)
    }

    /// Starts `threadCount` threads named `name.1`, `name.2`... serving jobs with `slots`.
    init(slots: ConnectionSlots, threadCount: Int, name: String) {
        self.slots = slots
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

    /// Appends a job; one idle thread picks it up.
    func submit(_ job: any PoolJob) {
        condition.lock()
        jobs.append(.pool(job))
        condition.signal()
        condition.unlock()
    }

    /// Cancels `job`: it is skipped if not started yet, or its running statement is interrupted.
    func cancel(_ job: any PoolJob) {
        job.control.cancel()
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

    /// A thread's loop: take jobs until stopped.
    private func serve() {
        WorkerThread.mark(self)
        while let work = next() {
            switch work {
            case let .pool(job):
                let connection = slots.checkout()
                job.run(on: connection)
                slots.checkin(connection)
                job.complete()
            case let .task(job):
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
        condition.lock()
        liveThreads -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until a job is available (returning it) or the queue is stopped and drained (`nil`).
    private func next() -> Work? {
        condition.lock()
        defer { condition.unlock() }
        while head == jobs.count {
            if isStopped {
                return nil
            }
            condition.wait()
        }
        let work = jobs[head]
        jobs[head] = nil
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return work
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
        jobs.append(.task(UnownedJob(job)))
        condition.signal()
        condition.unlock()
    }
}
