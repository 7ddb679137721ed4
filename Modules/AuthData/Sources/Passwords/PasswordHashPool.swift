import Foundation
import Synchronization

/// Where password hashing runs: threads of its own, never the request threads or Swift's cooperative pool, at most
/// ``concurrency`` derivations at a time, with at most ``queueLimit`` more waiting; beyond that, work is refused at
/// once rather than queued without end.
///
/// One scrypt derivation is tens of milliseconds of CPU. Run on the cooperative pool (one thread per core), a burst
/// of registrations or sign-ins would hold every thread and every cheap request would wait behind them; unbounded,
/// anyone could queue enough of them to stall the server for seconds. So AuthData sends every derivation here: a
/// derivation waits its turn only while the queue has room, and a refused one makes the operation fail with
/// `AuthDataError/busy(retryAfterSeconds:)`, which an HTTP front answers with 503 and `Retry-After`.
///
/// Threads are started when work arrives, up to ``concurrency``, and end when the queue is empty, so an idle pool
/// holds no thread. Share one pool between every configuration of a process: the bound holds per pool.
///
/// ```swift
/// var configuration = AuthDataConfiguration()
/// configuration.passwordHashing = PasswordHashPool(concurrency: 2, queueLimit: 8)
/// ```
public final class PasswordHashPool: Sendable {
    /// The default concurrency: one derivation per active processor.
    public static var defaultConcurrency: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
    /// The default queue: four derivations waiting per derivation running.
    public static let defaultQueueFactor = 4
    /// The `Retry-After` of a refusal, in seconds: a queue drains in well under a second.
    public static let retryAfterSeconds = 1

    /// How many derivations run at once, at most.
    public let concurrency: Int
    /// How many admitted derivations may wait for a thread, at most.
    public let queueLimit: Int

    /// The queue and its observer, behind one lock.
    private let state: Mutex<State>

    /// Creates a pool: `concurrency` threads at most (at least 1; default ``defaultConcurrency``) and a queue of
    /// `queueLimit` (at least 0; default ``defaultQueueFactor`` × `concurrency`).
    public init(concurrency: Int = PasswordHashPool.defaultConcurrency, queueLimit: Int? = nil) {
        self.concurrency = max(1, concurrency)
        self.queueLimit = max(0, queueLimit ?? Self.defaultQueueFactor * self.concurrency)
        state = Mutex(State())
    }

    /// The derivations admitted and not finished yet: running plus waiting (at most ``concurrency`` +
    /// ``queueLimit``).
    public var depth: Int {
        state.withLock { $0.running + $0.waiting.count }
    }

    /// Reports ``depth`` to `observer` now and after every change (the server's queue-depth gauge), replacing any
    /// earlier observer.
    ///
    /// The observer is called with the pool's lock held, so successive values arrive in order: it must be quick
    /// (set a gauge) and must not use the pool.
    public func observeDepth(_ observer: @escaping @Sendable (Int) -> Void) {
        state.withLock { state in
            state.observer = observer
            observer(state.running + state.waiting.count)
        }
    }

    /// Runs `work` on one of the pool's threads and returns its value, or returns `nil` at once, without running
    /// it, when ``concurrency`` derivations are running and ``queueLimit`` are waiting already.
    ///
    /// The caller's task is suspended meanwhile, holding no thread; `work` runs to its end even when that task is
    /// cancelled.
    package func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
            let job: Job = {
                let value = work()
                return { continuation.resume(returning: value) }
            }
            let startsThread = state.withLock { state -> Bool? in
                guard state.running + state.waiting.count < concurrency + queueLimit else { return nil }
                state.waiting.append(job)
                // A thread that exists is running a job or about to take one (it ends, under this lock, only when
                // none waits), so below the cap another thread is never superfluous.
                let starts = state.threads < concurrency
                if starts { state.threads += 1 }
                state.report()
                return starts
            }
            switch startsThread {
            case nil: continuation.resume(returning: nil)
            case true?: Thread.detachNewThread { [self] in drain() }
            case false?: break
            }
        }
    }

    /// A thread's life: takes waiting jobs one at a time and runs them until none is left, then ends.
    private func drain() {
        while let job = state.withLock({ state -> Job? in
            guard !state.waiting.isEmpty else {
                state.threads -= 1
                return nil
            }
            state.running += 1
            return state.waiting.removeFirst()
        }) {
            let resume = job()
            // The slot is free before the caller resumes, so a caller that submits again at once finds room.
            state.withLock { state in
                state.running -= 1
                state.report()
            }
            resume()
        }
    }

    /// One admitted derivation: runs the work and returns what resumes its caller with the value.
    private typealias Job = @Sendable () -> @Sendable () -> Void

    /// The pool's mutable state.
    private struct State {
        /// Admitted jobs no thread has taken yet, oldest first.
        var waiting: [Job] = []
        /// Jobs a thread is running.
        var running = 0
        /// Threads started and not ended.
        var threads = 0
        /// Told the depth after every change.
        var observer: (@Sendable (Int) -> Void)?

        /// Tells the observer the depth.
        func report() {
            observer?(running + waiting.count)
        }
    }
}
