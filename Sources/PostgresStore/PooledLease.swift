import PostgresNIO
import Synchronization

/// A connection borrowed from a `PostgresClient` with a time limit on the wait, held until ``release()``.
///
/// PostgresNIO's `withConnection` waits for a connection as long as the pool keeps trying to make one, and its lease
/// request only ends early when the waiting task is cancelled. So the lease is taken by a task of its own, which
/// hands the connection over and keeps it until the holder releases it; when `limit` passes first, that task is
/// cancelled (the pool drops the request) and the caller gets ``PostgresStoreError/timedOut(_:)`` at once. A
/// connection delivered after the caller gave up goes straight back to the pool.
final class PooledLease: Sendable {
    /// The borrowed connection.
    let connection: PostgresConnection
    /// Ends the lease task, which gives the connection back.
    private let returned: ReturnSignal

    private init(connection: PostgresConnection, returned: ReturnSignal) {
        self.connection = connection
        self.returned = returned
    }

    /// Gives the connection back to the pool.
    func release() { returned.signal() }

    /// Borrows a connection from `client`, waiting at most `limit`.
    ///
    /// - Throws: ``PostgresStoreError/timedOut(_:)`` when `limit` passes, `CancellationError` when the calling task
    ///   is cancelled, or what the pool threw (its circuit breaker, its shutdown).
    static func take(from client: PostgresClient, within limit: Duration) async throws -> PooledLease {
        let handoff = Handoff()
        let returned = ReturnSignal()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (caller: CheckedContinuation<PooledLease, any Error>) in
                handoff.wait(caller)
                let task = Task {
                    do {
                        try await client.withConnection { connection in
                            if handoff.deliver(PooledLease(connection: connection, returned: returned)) {
                                await returned.wait()
                            }
                        }
                    } catch {
                        handoff.fail(error)
                    }
                }
                let timer = Task {
                    try? await Task.sleep(for: limit)
                    let seconds = PostgresDeadlines.describe(limit)
                    if handoff.fail(PostgresStoreError.timedOut("no connection within \(seconds)")) { task.cancel() }
                }
                handoff.started(task, timer: timer)
            }
        } onCancel: {
            handoff.fail(CancellationError())
        }
    }
}

/// The caller waiting for a lease, answered once: with the connection, or with an error (the time limit, the
/// caller's cancellation, the pool's failure); answering with an error cancels the lease task.
private final class Handoff: Sendable {
    private struct State {
        var caller: CheckedContinuation<PooledLease, any Error>?
        var answered = false
        var failure: (any Error)?
        var task: Task<Void, Never>?
        var timer: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// Registers the caller; answers it at once when it was cancelled before.
    func wait(_ caller: CheckedContinuation<PooledLease, any Error>) {
        let failure = state.withLock { state in
            if state.failure == nil { state.caller = caller }
            return state.failure
        }
        if let failure { caller.resume(throwing: failure) }
    }

    /// Records the lease task and its timer; cancels them when the caller was already answered (cancelled early).
    func started(_ task: Task<Void, Never>, timer: Task<Void, Never>) {
        let answered = state.withLock { state in
            state.task = task
            state.timer = timer
            return state.answered
        }
        if answered {
            task.cancel()
            timer.cancel()
        }
    }

    /// Hands `lease` to the caller; returns `false` when the caller already had an answer.
    func deliver(_ lease: PooledLease) -> Bool {
        let (caller, timer) = state.withLock { state in
            guard !state.answered else { return (CheckedContinuation<PooledLease, any Error>?.none, state.timer) }
            state.answered = true
            return (state.caller.take(), state.timer)
        }
        timer?.cancel()
        guard let caller else { return false }
        caller.resume(returning: lease)
        return true
    }

    /// Answers the caller with `error` and cancels the lease task; returns `false` when the caller already had an
    /// answer.
    @discardableResult
    func fail(_ error: any Error) -> Bool {
        let (caller, task, timer) = state.withLock { state in
            guard !state.answered else {
                return (CheckedContinuation<PooledLease, any Error>?.none, Task<Void, Never>?.none, state.timer)
            }
            state.answered = true
            if state.caller == nil { state.failure = error }
            return (state.caller.take(), state.task, state.timer)
        }
        timer?.cancel()
        task?.cancel()
        guard let caller else { return false }
        caller.resume(throwing: error)
        return true
    }
}

/// The holder's "done with it", which the lease task waits for before it gives the connection back.
private final class ReturnSignal: Sendable {
    private struct State {
        var signalled = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    func signal() {
        let waiter = state.withLock { state in
            state.signalled = true
            return state.waiter.take()
        }
        waiter?.resume()
    }

    func wait() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let signalled = state.withLock { state in
                if !state.signalled { state.waiter = waiter }
                return state.signalled
            }
            if signalled { waiter.resume() }
        }
    }
}
