import Boardy

/// Board ids used only inside AuthData, on the auth gate's nested motherboard.
enum AuthDataInternalID {
    /// The `BarrierBoard<AuthenticatedUser>` that holds the work queued behind the auth gate.
    static let gateBarrier: BoardID = "mod.authData.authGate.barrier"
}
