/// Where a PostgreSQL database stands relative to a list of migrations.
public struct PostgresMigrationStatus: Sendable, Hashable {
    /// A migration recorded in the database's `schema_migration` table.
    public struct Applied: Sendable, Hashable, Identifiable {
        /// The migration's id.
        public let id: Int
        /// The name recorded when it was applied.
        public let name: String
        /// The SHA-256 (hex) of the SQL that was applied.
        public let checksum: String
    }

    /// Migrations recorded in the database, ascending by id (including unknown or mismatched ones).
    public let applied: [Applied]
    /// Known migrations not applied yet, in the order they would run.
    public let pending: [PostgresMigration]
    /// Applied ids that the migration list does not contain (a newer build's migrations).
    public let unknownIDs: [Int]
    /// Applied migrations whose recorded checksum differs from the known SQL.
    public let mismatched: [Applied]

    /// Compares `applied` with the known `migrations`.
    init(applied: [Applied], migrations: [PostgresMigration]) {
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.id, $0) })
        let appliedIDs = Set(applied.map(\.id))
        self.applied = applied
        self.pending = migrations.filter { !appliedIDs.contains($0.id) }
        self.unknownIDs = applied.filter { known[$0.id] == nil }.map(\.id)
        self.mismatched = applied.filter { record in known[record.id].map { $0.checksum != record.checksum } ?? false }
    }

    /// Whether nothing is pending and nothing is wrong.
    public var isUpToDate: Bool { pending.isEmpty && isValid }

    /// Whether migrating is allowed (no unknown ids, no checksum mismatch).
    public var isValid: Bool { unknownIDs.isEmpty && mismatched.isEmpty }

    /// Throws the ``PostgresMigrationError`` that makes this status unsafe to migrate from, if any.
    public func validate() throws(PostgresMigrationError) {
        if let first = mismatched.first {
            throw .checksumMismatch(id: first.id, name: first.name)
        }
        if !unknownIDs.isEmpty {
            throw .unknownMigrations(ids: unknownIDs)
        }
    }
}
