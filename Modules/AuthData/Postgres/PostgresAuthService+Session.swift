import AuthDataIO
import AuthDataShared
import Foundation
import PostgresNIO
import PostgresStore

extension PostgresAuthService {
    /// Whether this application instance has a live session, checked against the database; a gone or expired
    /// session clears the store and reads as `nil`.
    nonisolated(nonsending) func currentUser() async throws -> Result<AuthenticatedUser?, AuthDataError> {
        guard let token = store.token else { return .success(nil) }
        let user: AuthenticatedUser?
        do {
            user = try await liveSessionUser(token, at: SessionInstant(now()))
        } catch {
            return .failure(try PostgresOutcome.failure(from: error, AuthDataError.database))
        }
        if user == nil {
            store.clear(ifCurrent: token)
        }
        return .success(user)
    }

    /// Deletes the current session's row and clears the store; succeeds when nobody is signed in. When the delete
    /// fails the store keeps the session, so the caller can retry.
    nonisolated(nonsending) func signOut() async throws -> Result<Void, AuthDataError> {
        guard let token = store.token else { return .success(()) }
        let database = database
        do {
            try await database.withConnection { connection in
                try await Self.deleteSession(token, on: connection, logger: database.logger)
            }
        } catch {
            return .failure(try PostgresOutcome.failure(from: error, AuthDataError.database))
        }
        store.clear(ifCurrent: token)
        return .success(())
    }

    /// The text of this graph's session token, or `nil` when signed out.
    func sessionToken() -> Result<String?, AuthDataError> {
        .success(store.token?.text)
    }

    /// Resumes the session of `text` in this graph when its hash names a live session; every refusal (malformed,
    /// unknown, revoked, expired) is the same ``AuthDataIO/AuthDataError/notSignedIn`` and leaves the store alone.
    nonisolated(nonsending) func resumeSession(_ text: String) async throws -> Result<AuthenticatedUser, AuthDataError>
    {
        guard let token = SessionToken(text: text) else { return .failure(.notSignedIn) }
        let user: AuthenticatedUser?
        do {
            user = try await liveSessionUser(token, at: SessionInstant(now()))
        } catch {
            return .failure(try PostgresOutcome.failure(from: error, AuthDataError.database))
        }
        guard let user else { return .failure(.notSignedIn) }
        store.establish(token, for: user)
        return .success(user)
    }

    /// Starts a session for the user `makeUser` finds or creates, in one transaction (which also purges expired
    /// sessions and deletes the one this instance held before; only the token's SHA-256 is stored), then makes it
    /// the store's session, which overcomes the auth gate. A session displaced by a sign-in that raced in between is
    /// deleted too, best effort.
    nonisolated(nonsending) func startSession(
        _ makeUser: nonisolated(nonsending) (PostgresConnection) async throws -> AuthenticatedUser
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        let previous = store.token
        let token = SessionToken.random()
        let clock = now()
        let start = SessionInstant(clock)
        // From the clock's own reading, as on SQLite (not from the rounded start), so both backends show one text.
        let expires = SessionInstant(clock.addingTimeInterval(SessionInstant.seconds(sessionLifetime)))
        let database = database
        let logger = database.logger
        let outcome = try await PostgresOutcome.capture(AuthDataError.database) {
            try await database.transaction { connection in
                let user = try await makeUser(connection)
                try await connection.query("DELETE FROM session WHERE expires_at <= \(start.bound)", logger: logger)
                if let previous {
                    try await Self.deleteSession(previous, on: connection, logger: logger)
                }
                try await connection.query(
                    """
                    INSERT INTO session (token_hash, user_id, created_at, expires_at)
                    VALUES (\(Data(token.hash)), \(user.id), \(start.bound), \(expires.bound))
                    """, logger: logger)
                return AuthenticatedUser(id: user.id, username: user.username, sessionExpiresAt: expires.text)
            }
        }
        guard case let .success(user) = outcome else { return outcome }
        let displaced = store.establish(token, for: user)
        if let displaced, displaced != previous {
            _ = try? await database.withConnection { connection in
                try await Self.deleteSession(displaced, on: connection, logger: logger)
            }
        }
        return .success(user)
    }

    /// The user of `token`'s session, if it exists and has not expired at `now`.
    nonisolated(nonsending) func liveSessionUser(_ token: SessionToken, at now: SessionInstant) async throws
        -> AuthenticatedUser?
    {
        let database = database
        return try await database.withConnection { connection in
            let statement = AuthStatements.LiveSessionUser(tokenHash: Data(token.hash), now: now)
            for try await user in try await connection.execute(statement, logger: database.logger) {
                return user
            }
            return nil
        }
    }

    /// Deletes the row of `token`, bound by its hash.
    nonisolated(nonsending) static func deleteSession(
        _ token: SessionToken, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query("DELETE FROM session WHERE token_hash = \(Data(token.hash))", logger: logger)
    }
}
