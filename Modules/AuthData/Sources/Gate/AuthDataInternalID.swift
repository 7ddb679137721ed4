import Boardy

/// Board ids used only inside AuthData, on the gates' nested motherboards.
package enum AuthDataInternalID {
    /// The `BarrierBoard<AuthenticatedUser>` that holds the work queued behind the auth gate.
    package static let gateBarrier: BoardID = "mod.authData.authGate.barrier"
    /// The `BarrierBoard<Result<AuthenticatedUser, AuthDataError>>` that holds the work queued behind the staff gate.
    package static let staffGateBarrier: BoardID = "mod.authData.staffGate.barrier"
}
