import Synchronization

/// A continuation resumed at most once, from any thread: the first result wins, later ones are ignored, and a result
/// that arrives before the continuation is installed is kept for it.
///
/// Awaiting code installs the continuation inside `withCheckedThrowingContinuation`; producers (a flow on the board
/// graph, a cancellation handler on any thread) call ``resume(with:)``.
package final class OneShotContinuation<Value: Sendable>: Sendable {
    private enum State {
        case empty
        case waiting(CheckedContinuation<Value, any Error>)
        case resolved(Result<Value, any Error>)
        case consumed
    }

    private let state = Mutex<State>(.empty)

    /// Creates an unresolved continuation.
    package init() {}

    /// Waits for the result in the caller's isolation; cancelling the waiting task delivers `CancellationError`.
    ///
    /// The `isolated` parameter, captured by the operation, keeps the wait on the caller's actor: a plain closure given
    /// to `withTaskCancellationHandler` from a `nonisolated(nonsending)` function runs on the global executor (Swift
    /// 6.3), which would cost two thread hops per wait.
    package func value(isolation: isolated (any Actor)? = #isolation) async throws -> Value {
        try await withTaskCancellationHandler {
            _ = isolation
            return try await withCheckedThrowingContinuation { continuation in
                install(continuation)
            }
        } onCancel: {
            resume(with: .failure(CancellationError()))
        }
    }

    /// Installs the continuation that receives the result; resumes it at once when the result came first.
    package func install(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            switch state {
            case .empty:
                state = .waiting(continuation)
                return nil
            case .resolved(let result):
                state = .consumed
                return result
            case .waiting, .consumed:
                preconditionFailure("a one-shot continuation was installed twice")
            }
        }
        if let early { continuation.resume(with: early) }
    }

    /// Delivers `result` unless one was delivered already.
    ///
    /// - Returns: whether this call delivered it.
    @discardableResult
    package func resume(with result: Result<Value, any Error>) -> Bool {
        let (delivered, waiting) = state.withLock { state -> (Bool, CheckedContinuation<Value, any Error>?) in
            switch state {
            case .empty:
                state = .resolved(result)
                return (true, nil)
            case .waiting(let continuation):
                state = .consumed
                return (true, continuation)
            case .resolved, .consumed:
                return (false, nil)
            }
        }
        waiting?.resume(with: result)
        return delivered
    }
}
