import AuthDataIO
import Foundation
import PostgresNIO
import PostgresStore

/// AuthData's store on PostgreSQL: `shop_user`, `session` and `login_failure` on a connection borrowed from the
/// shared pool in the caller's isolation.
///
/// The hot lookup, a live session's user, is a named prepared statement (``AuthStatements``); the rest are bound
/// queries. A lookup or a lone delete runs on its own connection; a transaction is `READ COMMITTED` and retried
/// when it loses a race (`PostgresDatabase.transaction`). Instants are `timestamptz` in whole milliseconds
/// (``SessionInstant``), so a session's expiry reads as on SQLite. Unexpected errors become
/// ``AuthDataIO/AuthDataError/database(_:)`` with the kind of ``PostgresStore/PostgresStoreError/failureKind``.
struct PostgresAuthStore: AuthStore {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    func account(username: String) async throws -> StoredAccount? {
        let logger = database.logger
        return try await database.withConnection { connection in
            let rows = try await connection.tracedQuery(
                """
                SELECT id, username, password_hash, role FROM shop_user WHERE lower(username) = lower(\(username))
                """, logger: logger)
            return try await PostgresAuthTransaction.firstAccount(rows)
        }
    }

    func account(sessionTokenHash tokenHash: [UInt8], at now: Date) async throws -> StoredAccount? {
        let (tokenHash, now, logger) = (Data(tokenHash), SessionInstant(now).bound, database.logger)
        return try await database.withConnection { connection in
            let rows = try await connection.tracedQuery(
                """
                SELECT u.id, u.username, u.password_hash, u.role
                FROM session AS s JOIN shop_user AS u ON u.id = s.user_id
                WHERE s.token_hash = \(tokenHash) AND s.expires_at > \(now)
                """, logger: logger)
            return try await PostgresAuthTransaction.firstAccount(rows)
        }
    }

    func liveSessionUser(tokenHash: [UInt8], at now: Date) async throws -> AuthenticatedUser? {
        let statement = AuthStatements.LiveSessionUser(tokenHash: Data(tokenHash), now: SessionInstant(now))
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.first(statement, logger: logger)
        }
    }

    func setRole(_ role: UserRole, username: String) async throws -> AuthenticatedUser? {
        let logger = database.logger
        return try await database.withConnection { connection in
            let rows = try await connection.tracedQuery(
                """
                UPDATE shop_user SET role = \(role.rawValue) WHERE lower(username) = lower(\(username))
                RETURNING id, username, role
                """, logger: logger)
            for try await (id, name, stored) in rows.decode((Int64, String, String).self) {
                return AuthenticatedUser(id: id, username: name, role: UserRole(stored: stored))
            }
            return nil
        }
    }

    func hasAccounts() async throws -> Bool {
        let logger = database.logger
        return try await database.withConnection { connection in
            let rows = try await connection.tracedQuery("SELECT EXISTS (SELECT 1 FROM shop_user)", logger: logger)
            for try await exists in rows.decode(Bool.self) { return exists }
            return false
        }
    }

    func deleteSession(tokenHash: [UInt8]) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            try await PostgresAuthTransaction(connection: connection, logger: logger).deleteSession(
                tokenHash: tokenHash)
        }
    }

    func deleteSessionsOfUser(tokenHash: [UInt8]) async throws -> Int {
        let (tokenHash, logger) = (Data(tokenHash), database.logger)
        return try await database.withConnection { connection in
            let rows = try await connection.tracedQuery(
                """
                DELETE FROM session WHERE user_id = (SELECT user_id FROM session WHERE token_hash = \(tokenHash))
                RETURNING id
                """, logger: logger)
            return try await PostgresAuthTransaction.count(rows)
        }
    }

    /// A `READ COMMITTED` transaction, run again from the start when it loses a race.
    func write<Value: Sendable>(_ body: nonisolated(nonsending) (PostgresAuthTransaction) async throws -> Value)
        async throws -> Value
    {
        let logger = database.logger
        return try await database.transaction { connection in
            try await body(PostgresAuthTransaction(connection: connection, logger: logger))
        }
    }

    /// ``write(_:)``: a PostgreSQL commit is as durable as the server's `synchronous_commit` makes every commit (by
    /// default it waits for its WAL to reach stable storage), so there is nothing more to ask for.
    func durableWrite<Value: Sendable>(
        _ body: nonisolated(nonsending) (PostgresAuthTransaction) async throws -> Value
    ) async throws -> Value {
        try await write(body)
    }

    /// One query per row on a pooled connection, outside any transaction, so it never waits for a lock.
    func failureCounters(_ rows: [(scope: String, key: String)]) async throws -> [LoginFailureCounter] {
        let logger = database.logger
        return try await database.withConnection { connection in
            let reader = PostgresAuthTransaction(connection: connection, logger: logger)
            var counters: [LoginFailureCounter] = []
            for row in rows {
                if let counter = try await reader.failureCounter(scope: row.scope, key: row.key) {
                    counters.append(counter)
                }
            }
            return counters
        }
    }

    /// `date` in whole milliseconds (``SessionInstant``), the instant this store writes and reads back.
    func throttleInstant(_ date: Date) -> Date {
        SessionInstant(date).date
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, AuthDataError>
    {
        try await PostgresOutcome.capture(AuthDataError.database, work)
    }
}
