import Synchronization

/// Wakes one waiting task, from any thread; a wake with nobody waiting is kept for the next wait.
///
/// ``InlineRun`` waits on it between the steps of an awaited activation; graph code and cancellation handlers wake it.
@usableFromInline
final class WakeSignal: Sendable {
    private struct State {
        var isPending = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    @usableFromInline
    init() {}

    /// Wakes the waiting task, or the next one to wait.
    @usableFromInline
    func wake() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.isPending = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Suspends until woken (at once when a wake is pending) or until the task is cancelled, in the caller's
    /// isolation (the captured `isolated` parameter keeps it there; see `OneShotContinuation.value(isolation:)`).
    @usableFromInline
    func wait(isolation: isolated (any Actor)? = #isolation) async {
        await withTaskCancellationHandler {
            _ = isolation
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.isPending {
                        state.isPending = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            wake()
        }
    }
}
