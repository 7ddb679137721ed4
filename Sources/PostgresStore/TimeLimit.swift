import Synchronization

/// Work the caller never waits for past a time limit: the work runs in a task of its own and whichever comes first —
/// its result or the limit — is answered; at the limit the work is cancelled and left to finish on its own.
///
/// Unlike a task group, which waits for every child, this returns on time even when the work ignores cancellation
/// (a socket that never answers, a pool that never hands out a connection).
enum TimeLimit {
    /// The limit passed before the work finished.
    struct Exceeded: Error {}

    /// The waiting caller and the work's task, shared by the work and the timer: whichever finishes first answers.
    private final class Race<Value: Sendable>: Sendable {
        let caller: Mutex<CheckedContinuation<Result<Value, any Error>, Never>?>
        let work = Mutex<Task<Void, Never>?>(nil)

        init(_ caller: CheckedContinuation<Result<Value, any Error>, Never>) {
            self.caller = Mutex(caller)
        }

        /// Answers the caller with `result` unless the other side already did; returns whether this call did.
        @discardableResult
        func answer(_ result: Result<Value, any Error>) -> Bool {
            guard let caller = caller.withLock({ $0.take() }) else { return false }
            caller.resume(returning: result)
            return true
        }
    }

    /// Runs `work`; after `limit` the caller gets ``Exceeded`` and the work is cancelled.
    static func run<Value: Sendable>(
        _ limit: Duration, _ work: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, any Error> {
        await withCheckedContinuation { continuation in
            let race = Race<Value>(continuation)
            let timer = Task {
                try? await Task.sleep(for: limit)
                if race.answer(.failure(Exceeded())) {
                    race.work.withLock { $0 }?.cancel()
                }
            }
            let task = Task {
                do {
                    race.answer(.success(try await work()))
                } catch {
                    race.answer(.failure(error))
                }
                timer.cancel()
            }
            race.work.withLock { $0 = task }
        }
    }

    /// Waits for `task` to end, at most `limit`; returns whether it ended.
    static func wait(for task: Task<Void, Never>, atMost limit: Duration) async -> Bool {
        (try? await run(limit) { await task.value }.get()) != nil
    }
}
