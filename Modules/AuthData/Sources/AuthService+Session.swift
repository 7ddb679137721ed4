import AuthDataIO
import AuthDataShared
import Foundation
import SQLiteStore

extension AuthService {
    /// Whether this application instance has a live session, checked against the database.
    ///
    /// The token's hash must match a `session` row that has not expired (joined with its user). When the row is
    /// gone (signed out elsewhere, user deleted) or expired, the store is cleared and the answer is `nil`.
    nonisolated(nonsending) func currentUser() async throws -> Result<AuthenticatedUser?, AuthDataError> {
        guard let token = store.token else { return .success(nil) }
        let tokenHash = token.hash
        let now = DatabaseTimestamp.text(now())
        let user: AuthenticatedUser?
        do {
            user = try await database.read { db in
                try Self.liveSessionUser(tokenHash, at: now, in: db)
            }
        } catch {
            return .failure(try Self.failure(from: error))
        }
        if user == nil {
            store.clear(ifCurrent: token)
        }
        return .success(user)
    }

    /// Deletes the current session's row and clears the store; succeeds when nobody is signed in.
    ///
    /// When the delete fails the store keeps the session, so the caller can retry.
    nonisolated(nonsending) func signOut() async throws -> Result<Void, AuthDataError> {
        guard let token = store.token else { return .success(()) }
        do {
            try await database.write { db in try Self.deleteSession(token, in: db) }
        } catch {
            return .failure(try Self.failure(from: error))
        }
        store.clear(ifCurrent: token)
        return .success(())
    }

    /// Starts a session for the user `makeUser` finds or creates, in one write transaction, then makes it the
    /// store's session.
    ///
    /// The transaction runs `makeUser` (which may throw ``AuthAbort`` to roll back), purges expired sessions,
    /// deletes the session this instance held before (signing in while signed in replaces it) and inserts the new
    /// one: only the token's SHA-256 is stored. The user it answers carries the session's expiry. The store is updated afterwards, which overcomes the auth gate. If
    /// another sign-in raced in between, the session it displaced is deleted too, best effort: its token is no
    /// longer held anywhere, and a row left behind by a failed delete is purged once it expires.
    nonisolated(nonsending) func startSession(
        _ makeUser: @Sendable (Connection) throws -> AuthenticatedUser
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        let previous = store.token
        let token = SessionToken.random()
        let start = now()
        let createdAt = DatabaseTimestamp.text(start)
        let expiresAt = DatabaseTimestamp.text(start.addingTimeInterval(Self.seconds(sessionLifetime)))
        let user: AuthenticatedUser
        do {
            user = try await database.write(durability: .durable) { db in
                let user = try makeUser(db)
                try db.cachedStatement("DELETE FROM session WHERE expiresAt <= ?").bind(createdAt).execute()
                if let previous {
                    try Self.deleteSession(previous, in: db)
                }
                try db.cachedStatement(
                    "INSERT INTO session (tokenHash, userId, createdAt, expiresAt) VALUES (?, ?, ?, ?)"
                ).bind(token.hash, user.id, createdAt, expiresAt).execute()
                return AuthenticatedUser(id: user.id, username: user.username, sessionExpiresAt: expiresAt)
            }
        } catch {
            return .failure(try Self.failure(from: error))
        }
        let displaced = store.establish(token, for: user)
        if let displaced, displaced != previous {
            _ = try? await database.write { db in try Self.deleteSession(displaced, in: db) }
        }
        return .success(user)
    }

    /// The user of the session whose token hash is `tokenHash`, if that session exists and has not expired at `now`
    /// (a ``DatabaseTimestamp`` text).
    static func liveSessionUser(_ tokenHash: [UInt8], at now: String, in db: Connection) throws -> AuthenticatedUser? {
        try db.cachedStatement(
            """
            SELECT user.id, user.username, session.expiresAt
            FROM session JOIN user ON user.id = session.userId
            WHERE session.tokenHash = ? AND session.expiresAt > ?
            """
        )
        .bind(tokenHash, now)
        .fetchOne { row in
            AuthenticatedUser(id: row.int64(at: 0), username: row.string(at: 1), sessionExpiresAt: row.string(at: 2))
        }
    }

    /// Deletes the row of `token`, bound by its hash.
    static func deleteSession(_ token: SessionToken, in db: Connection) throws {
        try db.cachedStatement("DELETE FROM session WHERE tokenHash = ?").bind(token.hash).execute()
    }
}
