import Boardy

/// Resolves the ``InlineRun`` of one ``BlockTaskActivation/run(with:)`` from the activation's handlers.
///
/// Only the parameter and the engine's member of the activation hold it; the member's terminal delivery resolves the
/// run. If every holder lets go without a result (the activation was dropped before reaching an executor), `deinit`
/// resolves the run with ``BlockTaskError/activationDropped(_:)`` so the caller never hangs. The run keeps the first result it is given, so a drop reported after a result changes nothing.
@usableFromInline
final class BlockTaskRunState<Output: Sendable> {
    /// Strong: the run holds nothing that holds this state once its awaiting task has returned (it drops its work),
    /// so there is no cycle, and a strong reference needs no side table.
    @usableFromInline let inlineRun: InlineRun<Output>
    @usableFromInline let identifier: BoardID

    @inlinable
    init(inlineRun: InlineRun<Output>, identifier: BoardID) {
        self.inlineRun = inlineRun
        self.identifier = identifier
    }

    @inlinable
    func resolve(value: consuming Output) {
        inlineRun.resolve(value: value)
    }

    @inlinable
    func resolve(error: any Error) {
        inlineRun.resolve(error: error)
    }

    deinit {
        // Checked first so that a resolved run (the usual case) does not allocate the error only to ignore it.
        guard !inlineRun.isResolved else { return }
        resolveAsDropped()
    }

    /// Out of line, so that a deinit with nothing to resolve (the usual case) builds no error.
    @inline(never)
    private func resolveAsDropped() {
        inlineRun.resolve(error: BlockTaskError.activationDropped(identifier))
    }
}
