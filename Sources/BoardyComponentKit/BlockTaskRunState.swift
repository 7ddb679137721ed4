import Boardy

/// Resolves the ``InlineRun`` of one ``BlockTaskActivation/run(with:)`` from the activation's handlers.
///
/// Only the parameter's handlers hold it. If every holder lets go without a result (the activation was dropped before
/// reaching an executor), `deinit` resolves the run with ``BlockTaskError/activationDropped(_:)`` so the caller never
/// hangs.
final class BlockTaskRunState<Output: Sendable> {
    private weak var inlineRun: InlineRun<Output>?
    private let identifier: BoardID
    private var isResolved = false

    init(inlineRun: InlineRun<Output>, identifier: BoardID) {
        self.inlineRun = inlineRun
        self.identifier = identifier
    }

    func resolve(_ result: Result<Output, any Error>) {
        guard !isResolved else { return }
        isResolved = true
        inlineRun?.resolve(result)
    }

    deinit {
        if !isResolved {
            inlineRun?.resolve(.failure(BlockTaskError.activationDropped(identifier)))
        }
    }
}
