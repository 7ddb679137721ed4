import AuthDataIO
import AuthDataShared
import DataFailure
import Foundation
import PostgresNIO
import PostgresStore

extension PostgresAuthService {
    /// Ends every session of the signed-in user (this one included), then clears the store; answers the number of
    /// sessions ended (0 when signed out, or when this session was already gone).
    nonisolated(nonsending) func signOutEverywhere() async throws -> Result<Int, AuthDataError> {
        guard let token = store.token else { return .success(0) }
        let database = database
        let outcome = try await PostgresOutcome.capture(AuthDataError.database) {
            try await database.withConnection { connection in
                let rows = try await connection.query(
                    """
                    DELETE FROM session WHERE user_id = (SELECT user_id FROM session WHERE token_hash = \(Data(token.hash)))
                    RETURNING id
                    """, logger: database.logger)
                var ended = 0
                for try await _ in rows {
                    ended += 1
                }
                return ended
            }
        }
        if case .success = outcome {
            store.clear(ifCurrent: token)
        }
        return outcome
    }

    /// Changes the signed-in user's password and ends the user's other sessions; this one stays.
    ///
    /// As on SQLite: a live session is required (``AuthDataIO/AuthDataError/notSignedIn``), the new password must
    /// meet the rules, the sign-in rate limit applies (the user's name and `change.client`), and the current password
    /// is checked with one derivation (``AuthDataIO/AuthDataError/invalidCredentials``, counted as a failed login).
    /// Then one transaction stores the new hash, deletes the other sessions and forgets the username's failures.
    nonisolated(nonsending) func changePassword(_ change: PasswordChange) async throws -> Result<Int, AuthDataError> {
        guard let token = store.token else { return .failure(.notSignedIn) }
        let tokenHash = Data(token.hash)
        let now = SessionInstant(now()).bound
        let database = database
        let logger = database.logger
        let account: (user: AuthenticatedUser, passwordHash: String)?
        do {
            account = try await database.withConnection { connection in
                let rows = try await connection.query(
                    """
                    SELECT u.id, u.username, u.password_hash FROM session AS s JOIN shop_user AS u ON u.id = s.user_id
                    WHERE s.token_hash = \(tokenHash) AND s.expires_at > \(now)
                    """, logger: logger)
                for try await (id, username, hash) in rows.decode((Int64, String, String).self) {
                    return (AuthenticatedUser(id: id, username: username), hash)
                }
                return nil
            }
        } catch {
            return .failure(try PostgresOutcome.failure(from: error, AuthDataError.database))
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
        switch await PasswordHasher.checkPassword(hasher: hasher, change.currentPassword, against: account.passwordHash)
        {
        case let .failure(error): return .failure(error)
        case .success(false): return .failure(.invalidCredentials)
        case .success(true): break
        }
        let newHash: String
        do {
            newHash = try await PasswordHasher.hash(change.newPassword, with: hasher)
        } catch {
            return .failure(.database(.other("could not hash the password: \(error)")))
        }
        let (userID, throttle) = (account.user.id, throttle)
        return try await PostgresOutcome.capture(AuthDataError.database) {
            try await database.transaction { connection in
                try await connection.query(
                    "UPDATE shop_user SET password_hash = \(newHash) WHERE id = \(userID)", logger: logger)
                let rows = try await connection.query(
                    "DELETE FROM session WHERE user_id = \(userID) AND token_hash <> \(tokenHash) RETURNING id",
                    logger: logger)
                var ended = 0
                for try await _ in rows {
                    ended += 1
                }
                try await Self.forgiveAttempt(keys, throttle: throttle, on: connection, logger: logger)
                return ended
            }
        }
    }
}
