import CSQLite

/// Applies an ordered list of ``Migration``s to a database, recording them in `schemaMigration`.
///
/// The table is `schemaMigration(id INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL,
/// appliedAt TEXT NOT NULL)`. Each pending migration runs in its own `BEGIN IMMEDIATE` transaction
/// together with the insertion of its row, so a failing migration leaves nothing behind. Before
/// applying anything the migrator checks the recorded history: an edited migration
/// (``MigrationError/checksumMismatch(id:name:)``) or migrations from a newer build
/// (``MigrationError/unknownMigrations(ids:)``) stop it without touching the database.
public struct Migrator: Sendable {
    /// The known migrations, ascending by id.
    public let migrations: [Migration]

    /// Creates a migrator for `migrations`, which must be listed with strictly ascending positive ids.
    public init(migrations: [Migration]) {
        self.migrations = migrations
    }

    /// Reports which migrations are applied, pending, unknown or modified.
    ///
    /// - Throws: ``MigrationError/invalidMigrationList(reason:)`` or a ``SQLiteError``.
    public func status(of pool: DatabasePool) throws -> MigrationStatus {
        try validateList()
        return try pool.read { try status(in: $0) }
    }

    /// Applies every pending migration in order.
    ///
    /// Running it again on an up-to-date database changes nothing.
    ///
    /// - Returns: The migrations applied by this call (empty when already up to date).
    /// - Throws: ``MigrationError`` (validation failures leave the database untouched; a failing
    ///   migration is rolled back while earlier ones stay applied) or a ``SQLiteError``.
    @discardableResult
    public func migrate(_ pool: DatabasePool) throws -> [Migration] {
        try validateList()
        var applied: [Migration] = []
        var foreignKeysOff = false
        while true {
            let step =
                foreignKeysOff
                ? try withForeignKeysOff(pool) {
                    try $0.transaction(.immediate) { try applyNext(in: $0, foreignKeysOff: true) }
                }
                : try pool.write { try applyNext(in: $0, foreignKeysOff: false) }
            switch step {
            case let .applied(migration):
                applied.append(migration)
                foreignKeysOff = false
            case .needsForeignKeysOff:
                foreignKeysOff = true
            case .upToDate:
                return applied
            }
        }
    }

    /// What one write transaction of ``migrate(_:)`` did.
    private enum Step {
        /// It applied this migration.
        case applied(Migration)
        /// The next migration runs with foreign keys off, which this transaction did not have: nothing was done.
        case needsForeignKeysOff
        /// Nothing is pending.
        case upToDate
    }

    /// Runs `body` on the writer connection with `PRAGMA foreign_keys = OFF` (which only takes effect outside a
    /// transaction), turning enforcement back on afterwards.
    private func withForeignKeysOff<T>(_ pool: DatabasePool, _ body: (Connection) throws -> T) throws -> T {
        try pool.writableSlots().withConnection { connection in
            try connection.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? connection.execute(sql: "PRAGMA foreign_keys = ON") }
            return try body(connection)
        }
    }

    /// Inside a write transaction: validates the history, then applies the first pending migration (one that asks
    /// for foreign keys off only when `foreignKeysOff`, checking every reference before the commit).
    private func applyNext(in connection: Connection, foreignKeysOff: Bool) throws -> Step {
        try connection.execute(sql: Self.createTableSQL)
        let status = try status(in: connection)
        try status.validate()
        guard let next = status.pending.first else { return .upToDate }
        if next.runsWithForeignKeysOff, !foreignKeysOff { return .needsForeignKeysOff }
        do {
            try connection.execute(sql: next.sql)
        } catch let error as SQLiteError {
            throw MigrationError.migrationFailed(id: next.id, name: next.name, underlying: error)
        }
        guard connection.isInTransaction else {
            throw MigrationError.migrationFailed(
                id: next.id,
                name: next.name,
                underlying: SQLiteError(
                    extendedCode: SQLITE_MISUSE,
                    message: "the migration ended the migrator's transaction (it must not contain COMMIT/END)",
                    sql: next.sql
                )
            )
        }
        if next.runsWithForeignKeysOff {
            try checkForeignKeys(after: next, in: connection)
        }
        try connection.cachedStatement(
            "INSERT INTO schemaMigration (id, name, checksum, appliedAt) "
                + "VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))"
        )
        .bind(next.id, next.name, next.checksum)
        .execute()
        return .applied(next)
    }

    /// Fails `migration` (so its transaction rolls back) when `PRAGMA foreign_key_check` finds a broken reference.
    private func checkForeignKeys(after migration: Migration, in connection: Connection) throws {
        let broken = try connection.prepare("PRAGMA foreign_key_check").fetchAll { row in
            "a row of '\(row.string(at: 0))' references a missing row of '\(row.string(at: 2))'"
        }
        guard let first = broken.first else { return }
        throw MigrationError.migrationFailed(
            id: migration.id,
            name: migration.name,
            underlying: SQLiteError(
                extendedCode: SQLiteResultCode.constraintForeignKey,
                message: "\(first) (\(broken.count) broken reference(s))",
                sql: "PRAGMA foreign_key_check"
            )
        )
    }

    /// Compares the recorded history with the known migrations.
    private func status(in connection: Connection) throws -> MigrationStatus {
        let applied = try recordedMigrations(in: connection)
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.id, $0) })
        let appliedIDs = Set(applied.map(\.id))
        return MigrationStatus(
            applied: applied,
            pending: migrations.filter { !appliedIDs.contains($0.id) },
            unknownIDs: applied.filter { known[$0.id] == nil }.map(\.id),
            mismatched: applied.filter { record in
                known[record.id].map { $0.checksum != record.checksum } ?? false
            }
        )
    }

    /// The rows of `schemaMigration`, or none when the table does not exist yet.
    private func recordedMigrations(in connection: Connection) throws -> [AppliedMigration] {
        let exists =
            try connection.cachedStatement(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schemaMigration'"
            ).fetchOne { _ in true } ?? false
        guard exists else { return [] }
        return try connection.prepare(
            "SELECT id, name, checksum, appliedAt FROM schemaMigration ORDER BY id"
        ).fetchAll { row in
            AppliedMigration(
                id: row.int(at: 0),
                name: row.string(at: 1),
                checksum: row.string(at: 2),
                appliedAt: row.string(at: 3)
            )
        }
    }

    /// Checks that ids are positive and strictly ascending.
    private func validateList() throws {
        var previous = 0
        for migration in migrations {
            guard migration.id > previous else {
                throw MigrationError.invalidMigrationList(
                    reason: "migration ids must be positive and strictly ascending; "
                        + "\(migration.id) (\(migration.name)) follows \(previous)"
                )
            }
            previous = migration.id
        }
    }

    /// The DDL of the history table.
    static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schemaMigration (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            appliedAt TEXT NOT NULL
        )
        """
}
