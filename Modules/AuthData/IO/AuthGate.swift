/// What the auth gate (``AuthDataID/authGate``) is asked to do.
///
/// The gate is a barrier in front of work that needs a signed-in user. `perform` runs the work at once when
/// someone is signed in; otherwise it queues the work, and the gate sends ``AuthGateEvent/signInRequired(pendingCount:)``
/// so the front can ask for credentials. A successful sign-in or registration (through AuthData's boards) overcomes
/// the gate: every queued closure runs in order with the user. `cancel` abandons the sign-in: the queued work is
/// dropped and each `onCancel` runs instead.
public enum AuthGateRequest {
    /// Runs `work` with the signed-in user now, or when a sign-in succeeds; `onCancel` runs if it is abandoned.
    case perform(_ work: (AuthenticatedUser) -> Void, onCancel: () -> Void)
    /// Abandons the pending sign-in: drops the queued work and runs the `onCancel` closures.
    case cancel
}

/// What the auth gate reports.
public enum AuthGateEvent: Sendable, Equatable {
    /// Work is queued and nobody is signed in: the front should ask the user to sign in.
    case signInRequired(pendingCount: Int)
    /// A sign-in succeeded and the queued work ran with this user.
    case overcome(AuthenticatedUser)
    /// The sign-in was abandoned; this many queued closures were dropped.
    case cancelled(droppedCount: Int)
}
