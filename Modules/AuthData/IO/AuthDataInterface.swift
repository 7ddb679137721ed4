import Boardy
import BoardyComponentKit

/// The destination of ``AuthDataID/register`` and ``AuthDataID/signIn``: the signed-in user, or why not.
public typealias SignInDestination = BlockTaskDestination<Credentials, Result<AuthenticatedUser, AuthDataError>>
/// The destination of ``AuthDataID/currentUser``: the signed-in user, or `nil` (the session is checked against the
/// database, so a revoked or expired session reads as signed out).
public typealias CurrentUserDestination = BlockTaskDestination<Void, Result<AuthenticatedUser?, AuthDataError>>
/// The destination of ``AuthDataID/signOut``: revokes the session (signing out while signed out succeeds).
public typealias SignOutDestination = BlockTaskDestination<Void, Result<Void, AuthDataError>>
/// The destination of ``AuthDataID/signOutEverywhere``: the number of sessions ended (0 when signed out).
public typealias SignOutEverywhereDestination = BlockTaskDestination<Void, Result<Int, AuthDataError>>
/// The destination of ``AuthDataID/changePassword``: the number of the user's other sessions it ended.
public typealias ChangePasswordDestination = BlockTaskDestination<PasswordChange, Result<Int, AuthDataError>>
/// The destination of ``AuthDataID/sessionToken``: the bearer token of the graph's session, or `nil` when signed out.
public typealias SessionTokenDestination = BlockTaskDestination<Void, Result<String?, AuthDataError>>
/// The destination of ``AuthDataID/resumeSession``: the token's user, now signed in in this graph, or
/// ``AuthDataError/notSignedIn`` for a malformed, unknown, revoked or expired token.
public typealias ResumeSessionDestination = BlockTaskDestination<String, Result<AuthenticatedUser, AuthDataError>>
/// The destination of ``AuthDataID/authGate``.
public typealias AuthGateDestination = MainboardGenericDestination<
    AuthGateRequest, AuthGateEvent, BoardNoCommand, BoardNoAction
>
/// The destination of ``AuthDataID/staffGate``.
public typealias StaffGateDestination = MainboardGenericDestination<
    StaffGateRequest, StaffGateEvent, BoardNoCommand, BoardNoAction
>
/// The destination of ``AuthDataID/setRole``: the account with its new role, or
/// ``AuthDataError/unknownUser(_:)``.
public typealias SetRoleDestination = BlockTaskDestination<RoleChange, Result<AuthenticatedUser, AuthDataError>>
/// The destination of ``AuthDataID/hasAccounts``: whether any account exists.
public typealias HasAccountsDestination = BlockTaskDestination<Void, Result<Bool, AuthDataError>>
/// The destination of ``AuthDataID/claimIdempotencyKey``: what the key holds for this request.
public typealias ClaimIdempotencyKeyDestination = BlockTaskDestination<
    IdempotencyClaim, Result<IdempotencyClaimOutcome, AuthDataError>
>
/// The destination of ``AuthDataID/completeIdempotencyKey``: stores the answer (or releases the key when the answer is
/// not one to store).
public typealias CompleteIdempotencyKeyDestination = BlockTaskDestination<
    IdempotencyCompletion, Result<Void, AuthDataError>
>
/// The destination of ``AuthDataID/releaseIdempotencyKey``: frees a key still in flight.
public typealias ReleaseIdempotencyKeyDestination = BlockTaskDestination<IdempotencyKey, Result<Void, AuthDataError>>

extension Motherboard {
    /// Creates an account and signs it in.
    public func ioRegister() -> SignInDestination { ioDestination(AuthDataID.register) }
    /// Signs in with a username and password.
    public func ioSignIn() -> SignInDestination { ioDestination(AuthDataID.signIn) }
    /// The signed-in user, if any.
    public func ioCurrentUser() -> CurrentUserDestination { ioDestination(AuthDataID.currentUser) }
    /// Signs out.
    public func ioSignOut() -> SignOutDestination { ioDestination(AuthDataID.signOut) }
    /// Ends every session of the signed-in user.
    public func ioSignOutEverywhere() -> SignOutEverywhereDestination { ioDestination(AuthDataID.signOutEverywhere) }
    /// Changes the signed-in user's password.
    public func ioChangePassword() -> ChangePasswordDestination { ioDestination(AuthDataID.changePassword) }
    /// The bearer token of the signed-in session, for a front that hands it to its client (`nil` when signed out).
    public func ioSessionToken() -> SessionTokenDestination { ioDestination(AuthDataID.sessionToken) }
    /// Resumes the session of a bearer token in this graph.
    public func ioResumeSession() -> ResumeSessionDestination { ioDestination(AuthDataID.resumeSession) }
    /// The auth gate in front of work that needs a signed-in user.
    public func ioAuthGate() -> AuthGateDestination { ioDestination(AuthDataID.authGate) }
    /// The staff gate in front of work only staff may do.
    public func ioStaffGate() -> StaffGateDestination { ioDestination(AuthDataID.staffGate) }
    /// Grants or removes an account's staff role (an operator tool).
    public func ioSetRole() -> SetRoleDestination { ioDestination(AuthDataID.setRole) }
    /// Whether any account exists (for a hint when a sign-in fails on an empty database).
    public func ioHasAccounts() -> HasAccountsDestination { ioDestination(AuthDataID.hasAccounts) }
    /// Claims a user's idempotency key for a request.
    public func ioClaimIdempotencyKey() -> ClaimIdempotencyKeyDestination {
        ioDestination(AuthDataID.claimIdempotencyKey)
    }
    /// Stores the answer of the request that claimed a key.
    public func ioCompleteIdempotencyKey() -> CompleteIdempotencyKeyDestination {
        ioDestination(AuthDataID.completeIdempotencyKey)
    }
    /// Frees a claimed key without storing an answer.
    public func ioReleaseIdempotencyKey() -> ReleaseIdempotencyKeyDestination {
        ioDestination(AuthDataID.releaseIdempotencyKey)
    }
}
