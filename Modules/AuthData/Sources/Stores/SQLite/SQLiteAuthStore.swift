import AuthDataIO
import Foundation
import SQLiteStore

/// AuthData's store on SQLite: `user`, `session` and `loginFailure` through the shared pool, on the calling thread.
///
/// A lookup is one `pool.read` and a lone delete one `pool.write`, with the connection's cached statements; a
/// transaction is one `pool.writeTransaction` (`BEGIN IMMEDIATE` on the one writer, so writes, the login throttle's
/// check-and-count included, run one after another). Instants are stored as ``SQLiteStore/DatabaseTimestamp`` text
/// (ISO-8601 UTC with milliseconds), which compares like time. Unexpected ``SQLiteStore/SQLiteError``s become
/// ``AuthDataIO/AuthDataError/database(_:)`` with the kind of the SQLite error.
struct SQLiteAuthStore: AuthStore {
    /// The shared database.
    let pool: DatabasePool

    func account(username: String) async throws -> StoredAccount? {
        try await pool.read { db in
            try db.cachedStatement("SELECT id, username, passwordHash, role FROM user WHERE username = ?")
                .bind(username)
                .fetchOne { row in
                    StoredAccount(
                        user: AuthenticatedUser(
                            id: row.int64(at: 0), username: row.string(at: 1), role: UserRole(stored: row.string(at: 3))
                        ),
                        passwordHash: row.string(at: 2))
                }
        }
    }

    func account(sessionTokenHash tokenHash: [UInt8], at now: Date) async throws -> StoredAccount? {
        let nowText = DatabaseTimestamp.text(now)
        return try await pool.read { db in
            try db.cachedStatement(
                """
                SELECT user.id, user.username, user.passwordHash, user.role
                FROM session JOIN user ON user.id = session.userId
                WHERE session.tokenHash = ? AND session.expiresAt > ?
                """
            )
            .bind(tokenHash, nowText)
            .fetchOne { row in
                StoredAccount(
                    user: AuthenticatedUser(
                        id: row.int64(at: 0), username: row.string(at: 1), role: UserRole(stored: row.string(at: 3))),
                    passwordHash: row.string(at: 2))
            }
        }
    }

    func liveSessionUser(tokenHash: [UInt8], at now: Date) async throws -> AuthenticatedUser? {
        let nowText = DatabaseTimestamp.text(now)
        return try await pool.read { db in
            try db.cachedStatement(
                """
                SELECT user.id, user.username, session.expiresAt, user.role
                FROM session JOIN user ON user.id = session.userId
                WHERE session.tokenHash = ? AND session.expiresAt > ?
                """
            )
            .bind(tokenHash, nowText)
            .fetchOne { row in
                AuthenticatedUser(
                    id: row.int64(at: 0), username: row.string(at: 1), sessionExpiresAt: row.string(at: 2),
                    role: UserRole(stored: row.string(at: 3)))
            }
        }
    }

    func setRole(_ role: UserRole, username: String) async throws -> AuthenticatedUser? {
        try await pool.write { db in
            try db.cachedStatement("UPDATE user SET role = ? WHERE username = ? RETURNING id, username, role")
                .bind(role.rawValue, username)
                .fetchOne { row in
                    AuthenticatedUser(
                        id: row.int64(at: 0), username: row.string(at: 1), role: UserRole(stored: row.string(at: 2)))
                }
        }
    }

    func hasAccounts() async throws -> Bool {
        try await pool.read { db in
            try db.cachedStatement("SELECT EXISTS (SELECT 1 FROM user)").fetchOne { row in row.int64(at: 0) != 0 }
                ?? false
        }
    }

    func deleteSession(tokenHash: [UInt8]) async throws {
        try await pool.write { db in try SQLiteAuthTransaction(db: db).deleteSession(tokenHash: tokenHash) }
    }

    func deleteSessionsOfUser(tokenHash: [UInt8]) async throws -> Int {
        try await pool.write { db in
            try db.cachedStatement(
                """
                DELETE FROM session WHERE userId = (SELECT userId FROM session WHERE tokenHash = ?)
                """
            ).bind(tokenHash).execute()
            return db.changes
        }
    }

    func write<Value: Sendable>(_ body: nonisolated(nonsending) (SQLiteAuthTransaction) async throws -> Value)
        async throws -> Value
    {
        try await pool.writeTransaction { db in try await body(SQLiteAuthTransaction(db: db)) }
    }

    /// A write transaction whose commit is synced (`synchronous = FULL`, ``SQLiteStore/CommitDurability/durable``).
    func durableWrite<Value: Sendable>(
        _ body: nonisolated(nonsending) (SQLiteAuthTransaction) async throws -> Value
    ) async throws -> Value {
        try await pool.writeTransaction(durability: .durable) { db in try await body(SQLiteAuthTransaction(db: db)) }
    }

    /// One read on a reader connection, which never waits for the writer.
    func failureCounters(_ rows: [(scope: String, key: String)]) async throws -> [LoginFailureCounter] {
        try await pool.read { db in
            let reader = SQLiteAuthTransaction(db: db)
            return try rows.compactMap { row in try reader.failureCounter(scope: row.scope, key: row.key) }
        }
    }

    /// `date` as it is: the throttle's wait is computed from the clock's own reading, against the stored texts.
    func throttleInstant(_ date: Date) -> Date {
        date
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, AuthDataError>
    {
        try await DatabaseOutcome.capture(AuthDataError.database, work)
    }
}
