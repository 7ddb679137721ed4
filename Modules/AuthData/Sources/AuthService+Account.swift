import AuthDataIO
import AuthDataShared
import DataFailure
import Foundation
import SQLiteStore

extension AuthService {
    /// Ends every session of the signed-in user (this one and those of other devices or processes), then clears
    /// the store.
    ///
    /// - Returns: the number of sessions ended: 0 when nobody is signed in here, or when this session was already
    ///   gone (then no other session can be found either, and the store is cleared).
    nonisolated(nonsending) func signOutEverywhere() async throws -> Result<Int, AuthDataError> {
        guard let token = store.token else { return .success(0) }
        let ended: Int
        do {
            ended = try await database.write { db in
                try db.cachedStatement(
                    """
                    DELETE FROM session WHERE userId = (SELECT userId FROM session WHERE tokenHash = ?)
                    """
                ).bind(token.hash).execute()
                return db.changes
            }
        } catch {
            return .failure(try Self.failure(from: error))
        }
        store.clear(ifCurrent: token)
        return .success(ended)
    }

    /// Changes the signed-in user's password and ends the user's other sessions; this one stays.
    ///
    /// In order: a live session is required (`AuthDataError/notSignedIn` otherwise, clearing a store whose session
    /// expired or was revoked); the new password must meet the registration rules; the rate limit of sign-ins
    /// applies, keyed by the user's name and `change.client`; the current password is checked with the same one
    /// derivation as a sign-in (`AuthDataError/invalidCredentials` when wrong, counted as a failed login). Then one
    /// transaction stores the new hash, deletes the user's other sessions and forgets the username's failures.
    ///
    /// - Returns: the number of other sessions ended.
    nonisolated(nonsending) func changePassword(_ change: PasswordChange) async throws -> Result<Int, AuthDataError> {
        guard let token = store.token else { return .failure(.notSignedIn) }
        let tokenHash = token.hash
        let nowText = DatabaseTimestamp.text(now())
        let account: (user: AuthenticatedUser, passwordHash: String)?
        do {
            account = try await database.read { db in
                try db.cachedStatement(
                    """
                    SELECT user.id, user.username, user.passwordHash FROM session JOIN user ON user.id = session.userId
                    WHERE session.tokenHash = ? AND session.expiresAt > ?
                    """
                )
                .bind(tokenHash, nowText)
                .fetchOne { (AuthenticatedUser(id: $0.int64(at: 0), username: $0.string(at: 1)), $0.string(at: 2)) }
            }
        } catch {
            return .failure(try Self.failure(from: error))
        }
        guard let account else {
            store.clear(ifCurrent: token)
            return .failure(.notSignedIn)
        }
        if let problem = CredentialRules.passwordProblem(change.newPassword) {
            return .failure(problem)
        }
        let keys = ThrottleKeys(username: account.user.username, client: change.client)
        if let refusal = try await admitAttempt(keys) {
            return .failure(refusal)
        }
        switch await Self.checkPassword(hasher: hasher, change.currentPassword, against: account.passwordHash) {
        case let .failure(error):
            return .failure(error)
        case .success(false):
            return .failure(.invalidCredentials)
        case .success(true):
            break
        }
        let newHash: String
        do {
            newHash = try await Self.hash(change.newPassword, with: hasher)
        } catch {
            return .failure(.database(.other("could not hash the password: \(error)")))
        }
        let userID = account.user.id
        let throttle = throttle
        do {
            return .success(
                try await database.write { db in
                    try db.cachedStatement("UPDATE user SET passwordHash = ? WHERE id = ?").bind(newHash, userID)
                        .execute()
                    try db.cachedStatement("DELETE FROM session WHERE userId = ? AND tokenHash != ?")
                        .bind(userID, tokenHash).execute()
                    let ended = db.changes
                    try Self.forgiveAttempt(keys, throttle: throttle, in: db)
                    return ended
                })
        } catch {
            return .failure(try Self.failure(from: error))
        }
    }
}
