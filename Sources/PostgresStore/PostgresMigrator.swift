import Logging
import PostgresNIO

/// Applies an ordered list of ``PostgresMigration``s to a PostgreSQL database, recording them in `schema_migration`,
/// with the rules of SQLiteStore's `Migrator`.
///
/// The whole run holds a session advisory lock (``advisoryLockKey``, `pg_advisory_lock`) on one connection, so
/// processes starting together migrate one after another: the first applies what is pending, the others then find
/// nothing to do. Under the lock the migrator checks the recorded history first: an edited migration
/// (``PostgresMigrationError/checksumMismatch(id:name:)``) or migrations from a newer build
/// (``PostgresMigrationError/unknownMigrations(ids:)``) stop it before anything is applied. Each pending migration
/// runs in its own transaction together with the insertion of its row, so a failing migration leaves nothing behind.
public struct PostgresMigrator: Sendable {
    /// The advisory lock key held while migrating (the bytes of "shop_mig"): one key per database.
    public static let advisoryLockKey: Int64 = 0x7368_6F70_5F6D_6967

    /// The known migrations, ascending by id.
    public let migrations: [PostgresMigration]

    /// Creates a migrator for `migrations`, which must be listed with strictly ascending positive ids.
    public init(migrations: [PostgresMigration]) {
        self.migrations = migrations
    }

    /// Reports which migrations are applied, pending, unknown or modified. Changes nothing.
    ///
    /// - Throws: ``PostgresMigrationError/invalidMigrationList(reason:)`` or a ``PostgresStoreError``.
    nonisolated(nonsending) public func status(of database: PostgresDatabase) async throws -> PostgresMigrationStatus {
        try validateList()
        do {
            return try await database.withConnection { connection in
                try await status(on: connection, logger: database.logger)
            }
        } catch {
            throw PostgresStoreError(error)
        }
    }

    /// Applies every pending migration in order, under the advisory lock.
    ///
    /// Running it again on an up-to-date database changes nothing.
    ///
    /// - Returns: The migrations applied by this call (empty when already up to date, or when another process
    ///   applied them while this one waited for the lock).
    /// - Throws: ``PostgresMigrationError`` (refusals leave the database untouched; a failing migration is rolled
    ///   back while earlier ones stay applied) or a ``PostgresStoreError``.
    @discardableResult
    nonisolated(nonsending) public func migrate(_ database: PostgresDatabase) async throws -> [PostgresMigration] {
        try validateList()
        let logger = database.logger
        do {
            return try await database.withConnection(bounded: false) { connection in
                try await connection.query("SELECT pg_advisory_lock(\(Self.advisoryLockKey))", logger: logger)
                do {
                    let applied = try await applyPending(on: connection, logger: logger)
                    try await connection.query("SELECT pg_advisory_unlock(\(Self.advisoryLockKey))", logger: logger)
                    return applied
                } catch {
                    _ = try? await connection.query(
                        "SELECT pg_advisory_unlock(\(Self.advisoryLockKey))", logger: logger)
                    throw error
                }
            }
        } catch let error as PostgresMigrationError {
            throw error
        } catch {
            throw PostgresStoreError(error)
        }
    }

    /// With the lock held: creates the history table if needed, validates the history, applies what is pending.
    nonisolated(nonsending) private func applyPending(
        on connection: PostgresConnection, logger: Logger
    ) async throws -> [PostgresMigration] {
        try await connection.query(PostgresQuery(unsafeSQL: Self.createTableSQL), logger: logger)
        let status = try await status(on: connection, logger: logger)
        try status.validate()
        var applied: [PostgresMigration] = []
        for migration in status.pending {
            try await apply(migration, on: connection, logger: logger)
            applied.append(migration)
        }
        return applied
    }

    /// Runs one migration and records it, in one transaction.
    nonisolated(nonsending) private func apply(
        _ migration: PostgresMigration, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query("BEGIN", logger: logger)
        do {
            let before = try await transactionID(connection, logger: logger)
            for statement in SQLScript(migration.sql).statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            guard try await transactionID(connection, logger: logger) == before else {
                throw PostgresStoreError.server(
                    sqlState: "25000", message: "the migration ended the migrator's transaction", detail: nil)
            }
            try await connection.query(
                """
                INSERT INTO schema_migration (id, name, checksum)
                VALUES (\(migration.id), \(migration.name), \(migration.checksum))
                """,
                logger: logger)
            try await connection.query("COMMIT", logger: logger)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw PostgresMigrationError.migrationFailed(
                id: migration.id, name: migration.name, underlying: PostgresStoreError(error))
        }
    }

    /// The current transaction's id: it changes if a migration commits the migrator's transaction.
    nonisolated(nonsending) private func transactionID(
        _ connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        let rows = try await connection.query("SELECT txid_current()", logger: logger)
        for try await id in rows.decode(Int64.self) { return id }
        return -1
    }

    /// Compares the recorded history with the known migrations.
    nonisolated(nonsending) private func status(
        on connection: PostgresConnection, logger: Logger
    ) async throws -> PostgresMigrationStatus {
        var exists = false
        for try await found in try await connection.query(
            "SELECT to_regclass('schema_migration') IS NOT NULL", logger: logger
        ).decode(Bool.self) {
            exists = found
        }
        var applied: [PostgresMigrationStatus.Applied] = []
        if exists {
            let rows = try await connection.query(
                "SELECT id, name, checksum FROM schema_migration ORDER BY id", logger: logger)
            for try await (id, name, checksum) in rows.decode((Int, String, String).self) {
                applied.append(.init(id: id, name: name, checksum: checksum))
            }
        }
        return PostgresMigrationStatus(applied: applied, migrations: migrations)
    }

    /// Checks that ids are positive and strictly ascending.
    private func validateList() throws(PostgresMigrationError) {
        var previous = 0
        for migration in migrations {
            guard migration.id > previous else {
                throw .invalidMigrationList(
                    reason: "migration ids must be positive and strictly ascending; "
                        + "\(migration.id) (\(migration.name)) follows \(previous)")
            }
            previous = migration.id
        }
    }

    /// The DDL of the history table.
    static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migration (
            id integer PRIMARY KEY,
            name text NOT NULL,
            checksum text NOT NULL,
            applied_at timestamptz NOT NULL DEFAULT now()
        )
        """
}
