import Boardy

/// Board ids used only inside AuthData, on the auth gate's nested motherboard.
package enum AuthDataInternalID {
    /// The `BarrierBoard<AuthenticatedUser>` that holds the work queued behind the auth gate.
    package static let gateBarrier: BoardID = "mod.authData.authGate.barrier"
}
