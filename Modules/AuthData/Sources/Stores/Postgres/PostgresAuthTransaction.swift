import AuthDataIO
import Foundation
import PostgresNIO
import PostgresStore

/// AuthData's statements on one pooled PostgreSQL connection, inside one transaction.
struct PostgresAuthTransaction: AuthStoreTransaction {
    /// The connection, in its transaction.
    let connection: PostgresConnection
    /// The logger queries log to.
    let logger: Logger

    func insertUser(username: String, passwordHash: String, createdAt: Date) async throws -> Int64 {
        let createdAt = SessionInstant(createdAt).bound
        do {
            let rows = try await connection.tracedQuery(
                """
                INSERT INTO shop_user (username, password_hash, created_at)
                VALUES (\(username), \(passwordHash), \(createdAt)) RETURNING id
                """, logger: logger)
            for try await id in rows.decode(Int64.self) {
                return id
            }
        } catch  where PostgresStoreError(error).isUniqueViolation {
            throw AuthDataError.usernameTaken(username)
        }
        throw PostgresStoreError.unreadableValue("the new user's id")
    }

    func setPasswordHash(_ passwordHash: String, userID: Int64) async throws {
        try await connection.tracedQuery(
            "UPDATE shop_user SET password_hash = \(passwordHash) WHERE id = \(userID)", logger: logger)
    }

    func deleteExpiredSessions(at now: Date) async throws {
        try await connection.tracedQuery(
            "DELETE FROM session WHERE expires_at <= \(SessionInstant(now).bound)", logger: logger)
    }

    func deleteSession(tokenHash: [UInt8]) async throws {
        try await connection.tracedQuery("DELETE FROM session WHERE token_hash = \(Data(tokenHash))", logger: logger)
    }

    func insertSession(tokenHash: [UInt8], userID: Int64, createdAt: Date, expiresAt: Date) async throws -> String {
        let (start, expires) = (SessionInstant(createdAt), SessionInstant(expiresAt))
        try await connection.tracedQuery(
            """
            INSERT INTO session (token_hash, user_id, created_at, expires_at)
            VALUES (\(Data(tokenHash)), \(userID), \(start.bound), \(expires.bound))
            """, logger: logger)
        return expires.text
    }

    func deleteOtherSessions(userID: Int64, keeping tokenHash: [UInt8]) async throws -> Int {
        let rows = try await connection.tracedQuery(
            "DELETE FROM session WHERE user_id = \(userID) AND token_hash <> \(Data(tokenHash)) RETURNING id",
            logger: logger)
        return try await Self.count(rows)
    }

    /// A transaction-scoped advisory lock per row (`pg_advisory_xact_lock` of a hash of `scope:key`), released by
    /// the commit or rollback; the counter's row may not exist yet, so a row lock could not do it.
    func lockFailureCounters(_ rows: [(scope: String, key: String)]) async throws {
        for row in rows {
            try await connection.tracedQuery(
                "SELECT pg_advisory_xact_lock(hashtextextended(\(row.scope + ":" + row.key), 0))", logger: logger)
        }
    }

    func deleteFailureCounters(scope: String, windowStartedBy windowStart: Date) async throws {
        try await connection.tracedQuery(
            """
            DELETE FROM login_failure WHERE scope = \(scope) AND window_start <= \(SessionInstant(windowStart).bound)
            """, logger: logger)
    }

    func failureCounter(scope: String, key: String) async throws -> LoginFailureCounter? {
        let rows = try await connection.tracedQuery(
            """
            SELECT failure_count, window_start, last_failure_at FROM login_failure
            WHERE scope = \(scope) AND key = \(key)
            """, logger: logger)
        for try await (failures, start, last) in rows.decode((Int32, Date, Date).self) {
            return LoginFailureCounter(
                failures: Int(failures), windowStart: SessionInstant(stored: start).date,
                lastFailure: SessionInstant(stored: last).date)
        }
        return nil
    }

    func chargeFailure(scope: String, key: String, at now: Date) async throws {
        let now = SessionInstant(now).bound
        try await connection.tracedQuery(
            """
            INSERT INTO login_failure (scope, key, failure_count, window_start, last_failure_at)
            VALUES (\(scope), \(key), 1, \(now), \(now))
            ON CONFLICT (scope, key) DO UPDATE
            SET failure_count = login_failure.failure_count + 1, last_failure_at = excluded.last_failure_at
            """, logger: logger)
    }

    func deleteFailureCounter(scope: String, key: String) async throws {
        try await connection.tracedQuery(
            "DELETE FROM login_failure WHERE scope = \(scope) AND key = \(key)", logger: logger)
    }

    /// The first account of `rows` (id, username, password hash, role), or `nil`.
    static func firstAccount(_ rows: PostgresRowSequence) async throws -> StoredAccount? {
        for try await (id, username, hash, role) in rows.decode((Int64, String, String, String).self) {
            return StoredAccount(
                user: AuthenticatedUser(id: id, username: username, role: UserRole(stored: role)), passwordHash: hash)
        }
        return nil
    }

    /// The number of rows in `rows` (those a `DELETE … RETURNING` deleted).
    static func count(_ rows: PostgresRowSequence) async throws -> Int {
        var count = 0
        for try await _ in rows {
            count += 1
        }
        return count
    }
}
