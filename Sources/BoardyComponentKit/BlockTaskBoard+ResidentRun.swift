import Boardy

extension BlockTaskBoard {
    /// The board installed for `identifier` in `motherboard` when an awaited run with no handlers can go straight to
    /// it: a resident (``BlockTaskLifetime/resident``) ``BlockTaskExecutingType/default`` board of exactly these
    /// types, with no gateway able to guard it (see `Motherboard.installedBoardForDirectActivation`, which also
    /// traces the activation). `nil` sends the run through the general path.
    @inlinable
    static func residentBoardForDirectRun(_ identifier: BoardID, in motherboard: Motherboard) -> BlockTaskBoard? {
        let board = motherboard.installedBoardForDirectActivation(identifier) { board in
            // An exact type test (the class is final) instead of a dynamic cast.
            guard ObjectIdentifier(type(of: board)) == ObjectIdentifier(BlockTaskBoard.self) else { return false }
            let board = unsafeDowncast(board, to: BlockTaskBoard.self)
            guard board.lifetime == .resident, case .default = board.engine.policy else { return false }
            return true
        }
        guard let board else { return nil }
        return unsafeDowncast(board, to: BlockTaskBoard.self)
    }

    /// Runs an awaited activation with no handlers and no tokens directly on the engine (see
    /// `TaskEngine.runResident(_:)`); the board, this call's `self`, stays alive until the run is delivered.
    @inlinable @inline(__always)
    nonisolated(nonsending) func runResident(_ input: consuming Input) async throws -> Output {
        try await engine.runResident(input)
    }
}
