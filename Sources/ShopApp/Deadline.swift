import Synchronization

/// Running work with a deadline the caller never waits past: the work runs in a task of its own, and whichever comes
/// first — its result or the deadline — is answered; on the deadline the work is cancelled and left to finish.
///
/// Unlike a task group, which waits for every child before it returns, this returns on time even when the work
/// does not react to cancellation (a query waiting on a connection pool, say).
enum Deadline {
    /// Why the work gave no value.
    enum Failure: Error {
        /// The deadline passed first.
        case timedOut
        /// The work threw `error`.
        case failed(any Error)
    }

    /// The waiting caller and the work's task, shared by the work and the timer: whichever finishes first takes
    /// the caller and answers it.
    private final class Race<Value: Sendable>: Sendable {
        let caller: Mutex<CheckedContinuation<Result<Value, Failure>, Never>?>
        let work = Mutex<Task<Void, Never>?>(nil)

        init(_ caller: CheckedContinuation<Result<Value, Failure>, Never>) {
            self.caller = Mutex(caller)
        }

        /// Answers the caller with `result` unless the other side already did; returns whether this call did.
        @discardableResult
        func answer(_ result: Result<Value, Failure>) -> Bool {
            guard let caller = caller.withLock({ $0.take() }) else { return false }
            caller.resume(returning: result)
            return true
        }
    }

    /// Runs `work`, answering its result or, once `timeout` has passed, ``Failure/timedOut``.
    static func run<Value: Sendable>(
        _ timeout: Duration, _ work: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, Failure> {
        await withCheckedContinuation { continuation in
            let race = Race<Value>(continuation)
            let timer = Task {
                try? await Task.sleep(for: timeout)
                if race.answer(.failure(.timedOut)) {
                    race.work.withLock { $0 }?.cancel()
                }
            }
            let task = Task {
                do {
                    race.answer(.success(try await work()))
                } catch {
                    race.answer(.failure(.failed(error)))
                }
                timer.cancel()
            }
            race.work.withLock { $0 = task }
        }
    }
}
