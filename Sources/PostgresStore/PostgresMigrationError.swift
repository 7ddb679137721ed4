/// Why the ``PostgresMigrator`` refused to run or stopped.
public enum PostgresMigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An applied migration's SQL was changed after it ran: its recorded checksum differs from this build's.
    /// Nothing was touched.
    case checksumMismatch(id: Int, name: String)
    /// The database records migrations this build does not know: a newer build created or upgraded it. Nothing was
    /// touched.
    case unknownMigrations(ids: [Int])
    /// The list given to the migrator is malformed (ids not positive and strictly ascending).
    case invalidMigrationList(reason: String)
    /// A migration's SQL failed; its transaction was rolled back, so nothing of it remains. Earlier migrations of the
    /// same run stay applied.
    case migrationFailed(id: Int, name: String, underlying: PostgresStoreError)

    /// A human explanation of the problem and what it means.
    public var description: String {
        switch self {
        case let .checksumMismatch(id, name):
            "migration \(id) (\(name)) was modified after it was applied: its checksum no longer matches the "
                + "database; refusing to migrate"
        case let .unknownMigrations(ids):
            "the database has migrations this build does not know (\(ids.map(String.init).joined(separator: ", "))): "
                + "it was created by a newer build; refusing to migrate"
        case let .invalidMigrationList(reason):
            "invalid migration list: \(reason)"
        case let .migrationFailed(id, name, underlying):
            "migration \(id) (\(name)) failed and was rolled back: \(underlying)"
        }
    }
}
