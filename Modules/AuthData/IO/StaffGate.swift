/// What the staff gate (``AuthDataID/staffGate``) is asked to do.
///
/// The gate is a barrier in front of staff work, as the auth gate is in front of signed-in work. `perform` queues
/// the work until AuthData confirms the signed-in user's role from the database (``AuthDataID/currentUser`` does:
/// it reads the session and the role again); the confirmation releases every queued closure with the gate's verdict,
/// a value, never a crash: `.success(user)` for a staff user, `.failure(.staffOnly(username:))` for a customer,
/// `.failure(.notSignedIn)` when the session is gone. With nobody signed in the work gets `.failure(.notSignedIn)` at
/// once. `cancel` drops the queued work (each `onCancel` runs): a front does that when the confirmation itself failed.
public enum StaffGateRequest {
    /// Queues `work` until the role is confirmed (or refuses it at once when nobody is signed in); `onCancel` runs
    /// instead if the wait is abandoned.
    case perform(_ work: (Result<AuthenticatedUser, AuthDataError>) -> Void, onCancel: () -> Void)
    /// Abandons the wait: drops the queued work and runs the `onCancel` closures.
    case cancel
}

/// What the staff gate reports.
public enum StaffGateEvent: Sendable, Equatable {
    /// Work is queued: the front should confirm the role (activate ``AuthDataID/currentUser``).
    case confirmationRequired(pendingCount: Int)
    /// The user is staff: the queued work ran with this user.
    case passed(AuthenticatedUser)
    /// The work was refused with this failure (``AuthDataError/staffOnly(username:)`` or
    /// ``AuthDataError/notSignedIn``); the queued work got it as its verdict.
    case refused(AuthDataError)
    /// The wait was abandoned; this many queued closures were dropped.
    case cancelled(droppedCount: Int)
}

/// A change of an account's role (``AuthDataID/setRole``), by username.
public struct RoleChange: Sendable, Equatable {
    /// The account's username (compared as sign-in compares it, ignoring ASCII case).
    public let username: String
    /// The role it gets.
    public let role: UserRole

    /// Creates a role change.
    public init(username: String, role: UserRole) {
        self.username = username
        self.role = role
    }
}
