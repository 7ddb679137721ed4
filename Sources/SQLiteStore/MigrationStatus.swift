/// A migration recorded in the database's `schemaMigration` table.
public struct AppliedMigration: Sendable, Hashable, Identifiable {
    /// The migration's id.
    public let id: Int
    /// The name recorded when it was applied.
    public let name: String
    /// The SHA-256 (hex) of the SQL that was applied.
    public let checksum: String
    /// When it was applied, as ISO-8601 UTC text.
    public let appliedAt: String

    /// Creates a record.
    public init(id: Int, name: String, checksum: String, appliedAt: String) {
        self.id = id
        self.name = name
        self.checksum = checksum
        self.appliedAt = appliedAt
    }
}

/// Where a database stands relative to a list of migrations.
public struct MigrationStatus: Sendable, Hashable {
    /// Migrations recorded in the database, ascending by id (including unknown or mismatched ones).
    public let applied: [AppliedMigration]
    /// Known migrations not applied yet, in the order they would run.
    public let pending: [Migration]
    /// Applied ids that the migration list does not contain (a newer build's migrations).
    public let unknownIDs: [Int]
    /// Applied migrations whose recorded checksum differs from the known SQL.
    public let mismatched: [AppliedMigration]

    /// Whether nothing is pending and nothing is wrong.
    public var isUpToDate: Bool { pending.isEmpty && isValid }

    /// Whether migrating is allowed (no unknown ids, no checksum mismatch).
    public var isValid: Bool { unknownIDs.isEmpty && mismatched.isEmpty }

    /// Throws the ``MigrationError`` that makes this status unsafe to migrate from, if any.
    ///
    /// - Throws: ``MigrationError/checksumMismatch(id:name:)`` for the first mismatch, otherwise
    ///   ``MigrationError/unknownMigrations(ids:)``.
    public func validate() throws {
        if let first = mismatched.first {
            throw MigrationError.checksumMismatch(id: first.id, name: first.name)
        }
        if !unknownIDs.isEmpty {
            throw MigrationError.unknownMigrations(ids: unknownIDs)
        }
    }
}
