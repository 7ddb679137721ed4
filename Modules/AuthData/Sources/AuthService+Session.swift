import AuthDataIO
import Foundation

extension AuthService {
    /// Whether this application instance has a live session, checked against the database.
    ///
    /// The token's hash must match a session that has not expired (joined with its user). When the session is
    /// gone (signed out elsewhere, user deleted) or expired, the store is cleared and the answer is `nil`. A live
    /// session's user, read with its role as the database holds it now, is confirmed in the store, which releases
    /// the work waiting at the staff gate with its verdict.
    nonisolated(nonsending) func currentUser() async throws -> Result<AuthenticatedUser?, AuthDataError> {
        guard let token = store.token else { return .success(nil) }
        let outcome = try await liveSessionUser(token)
        switch outcome {
        case let .success(user?): store.confirm(user, for: token)
        case .success(nil): store.clear(ifCurrent: token)
        case .failure: break
        }
        return outcome
    }

    /// Deletes the current session's row and clears the store; succeeds when nobody is signed in.
    ///
    /// When the delete fails the store keeps the session, so the caller can retry.
    nonisolated(nonsending) func signOut() async throws -> Result<Void, AuthDataError> {
        guard let token = store.token else { return .success(()) }
        let outcome = try await database.outcome { try await database.deleteSession(tokenHash: token.hash) }
        if case .success = outcome {
            store.clear(ifCurrent: token)
        }
        return outcome
    }

    /// Starts a session for the user `makeUser` finds or creates, in one durable write transaction, then makes it
    /// the store's session.
    ///
    /// The transaction runs `makeUser` (which may throw an `AuthDataError` to roll back), purges expired sessions,
    /// deletes the session this instance held before (signing in while signed in replaces it) and inserts the new
    /// one: only the token's SHA-256 is stored. The user it answers carries the session's expiry, counted from the
    /// clock's own reading. The store is updated afterwards, which overcomes the auth gate. If another sign-in
    /// raced in between, the session it displaced is deleted too, best effort: its token is no longer held
    /// anywhere, and a row left behind by a failed delete is purged once it expires.
    nonisolated(nonsending) func startSession(
        _ makeUser: nonisolated(nonsending) (Store.Transaction) async throws -> AuthenticatedUser
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        let previous = store.token
        let token = SessionToken.random()
        let start = now()
        let expiry = start.addingTimeInterval(sessionLifetime.timeInterval)
        let outcome = try await database.outcome {
            try await database.durableWrite { transaction in
                let user = try await makeUser(transaction)
                try await transaction.deleteExpiredSessions(at: start)
                if let previous {
                    try await transaction.deleteSession(tokenHash: previous.hash)
                }
                let expiresAt = try await transaction.insertSession(
                    tokenHash: token.hash, userID: user.id, createdAt: start, expiresAt: expiry)
                return AuthenticatedUser(
                    id: user.id, username: user.username, sessionExpiresAt: expiresAt, role: user.role)
            }
        }
        guard case let .success(user) = outcome else { return outcome }
        let displaced = store.establish(token, for: user)
        if let displaced, displaced != previous {
            _ = try? await database.deleteSession(tokenHash: displaced.hash)
        }
        return .success(user)
    }

    /// The user of `token`'s session if it has not expired now, `nil` if it is gone or expired, or why the database
    /// could not tell.
    nonisolated(nonsending) func liveSessionUser(_ token: SessionToken) async throws -> Result<
        AuthenticatedUser?, AuthDataError
    > {
        let instant = now()
        return try await database.outcome { try await database.liveSessionUser(tokenHash: token.hash, at: instant) }
    }
}
