extension Motherboard {
    /// The installed board for `identifier` when an activation of it could go straight to the board, for a caller
    /// that then activates the board itself (ComponentKit's awaited run of a resident task board): `nil` unless it
    /// passes exactly the checks ``activateBoard(_:withOption:)`` makes before activating at once.
    ///
    /// The board must already be installed (this never produces; the first activation goes through
    /// ``activateBoard(_:withOption:)``), `accepts` must take it, no gateway may be able to guard it, and its
    /// activation barrier must be `nil` (asked with a `nil` option: a direct activation builds no option, so it is
    /// for boards whose barrier does not depend on one). When the board is returned, the ``BoardTraceEvent`` of its
    /// activation has been emitted (with tracing on), as ``activateBoard(_:withOption:)`` does; the caller must then
    /// activate it.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - accepts: whether the caller can activate this board directly (its type and configuration), checked before
    ///     anything is traced.
    @usableFromInline
    package func installedBoardForDirectActivation(
        _ identifier: BoardID,
        accepting accepts: (any ActivatableBoard) -> Bool
    ) -> (any ActivatableBoard)? {
        guard let board = installedBoardForActivation(identifier), accepts(board),
            !mayBeGated(board, identifier: identifier), board.activationBarrier(withOption: nil) == nil
        else { return nil }
        traceActivation(of: board)
        return board
    }
}
