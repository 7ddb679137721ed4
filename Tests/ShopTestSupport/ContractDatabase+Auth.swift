import PostgresNIO
import PostgresStore
import SQLiteStore

extension ContractDatabase {
    /// The number of the login rate limit's counter rows (scopes `user` and `client`; registrations are counted in
    /// the same table under `register`).
    nonisolated(nonsending) public func failureCounterRows() async throws -> Int {
        try await integer(
            sqlite: "SELECT count(*) FROM loginFailure WHERE scope IN ('user', 'client')", [],
            postgres: "SELECT count(*) FROM login_failure WHERE scope IN ('user', 'client')") ?? 0
    }

    /// What the counter of `key` in `scope` has counted, 0 when there is no such counter.
    nonisolated(nonsending) public func failureCount(scope: String, key: String) async throws -> Int {
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.read { db in
                try db.prepare("SELECT failureCount FROM loginFailure WHERE scope = ? AND key = ?").bind(scope, key)
                    .fetchOne { $0.int(at: 0) } ?? 0
            }
        case let .postgres(database):
            return try await database.integers(
                "SELECT failure_count::bigint FROM login_failure WHERE scope = \(scope) AND key = \(key)"
            ).first.map(Int.init) ?? 0
        }
    }
}
