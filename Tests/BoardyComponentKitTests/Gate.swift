/// A latch an executor awaits until the test opens it.
///
/// ``wait()`` throws `CancellationError` when the waiting task is cancelled, so an executor behind a gate notices
/// cancellation at once; ``waitIgnoringCancellation()`` models an executor that does not cooperate.
actor Gate {
    private var isOpen = false
    private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var nextKey = 0

    func open() {
        isOpen = true
        let pending = waiters
        waiters = [:]
        for continuation in pending.values {
            continuation.resume()
        }
    }

    func wait() async throws {
        guard !isOpen else { return }
        nextKey += 1
        let key = nextKey
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters[key] = continuation
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(key) }
        }
    }

    func waitIgnoringCancellation() async {
        guard !isOpen else { return }
        nextKey += 1
        let key = nextKey
        try? await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            waiters[key] = continuation
        }
    }

    private func cancelWaiter(_ key: Int) {
        waiters.removeValue(forKey: key)?.resume(throwing: CancellationError())
    }
}
