import Foundation

/// A FIFO of ``PoolJob``s served by a fixed set of dedicated threads, each borrowing a connection from
/// a ``ConnectionSlots`` for every job.
///
/// SQLite calls block, so they run here rather than on the Swift cooperative thread pool.
final class JobQueue: @unchecked Sendable {
    // Safety: every mutable property below is only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var jobs: [(any PoolJob)?] = []
    private var head = 0
    private var isStopped = false
    private var liveThreads = 0
    private let slots: ConnectionSlots

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
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Cancels `job`: it is skipped if not started yet, or its running statement is interrupted.
    func cancel(_ job: any PoolJob) {
        job.control.cancel()
    }

    /// Stops the threads once the queue is empty and waits until they have all exited.
    func stopAndJoin() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        while liveThreads > 0 {
            condition.wait()
        }
        condition.unlock()
    }

    /// A thread's loop: take jobs until stopped.
    private func serve() {
        while let job = next() {
            let connection = slots.checkout()
            job.run(on: connection)
            slots.checkin(connection)
            job.complete()
        }
        condition.lock()
        liveThreads -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until a job is available (returning it) or the queue is stopped and drained (`nil`).
    private func next() -> (any PoolJob)? {
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
