import Boardy

extension IdentifiableBoard {
    /// Completes the board when it is installed in a motherboard; a detached board has nothing to leave, so its
    /// automatic completion is skipped instead of being reported as a message from a detached board.
    @inlinable
    func completeIfInstalled(_ isDone: Bool) {
        guard delegate != nil else { return }
        complete(isDone)
    }
}
