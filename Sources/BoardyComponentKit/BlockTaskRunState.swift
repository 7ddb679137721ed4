import Boardy

/// Resumes the continuation of one ``BlockTaskActivation/run(with:)`` exactly once.
///
/// Only the parameter's handlers hold it. If every holder lets go without a result (the activation was dropped),
/// `deinit` resumes with ``BlockTaskError/activationDropped(_:)`` so the caller never hangs.
@MainActor
final class BlockTaskRunState<Output: Sendable> {
    private var continuation: CheckedContinuation<Output, any Error>?
    private let identifier: BoardID

    init(continuation: CheckedContinuation<Output, any Error>, identifier: BoardID) {
        self.continuation = continuation
        self.identifier = identifier
    }

    func resume(_ result: Result<Output, any Error>) {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(with: result)
    }

    deinit {
        continuation?.resume(throwing: BlockTaskError.activationDropped(identifier))
    }
}
