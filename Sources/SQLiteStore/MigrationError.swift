/// Why the ``Migrator`` refused to run or stopped.
public enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An applied migration's SQL was changed after it ran: its recorded checksum differs from this
    /// build's. Nothing was touched.
    case checksumMismatch(id: Int, name: String)

    /// The database records migrations this build does not know — it was created or upgraded by a newer
    /// build. Nothing was touched.
    case unknownMigrations(ids: [Int])

    /// The list given to the migrator is malformed (ids not positive and strictly ascending).
    case invalidMigrationList(reason: String)

    /// A migration's SQL failed; its transaction was rolled back, so nothing of it remains. Earlier
    /// migrations of the same run stay applied.
    case migrationFailed(id: Int, name: String, underlying: SQLiteError)

    /// A human explanation of the problem and what it means.
    public var description: String {
        switch self {
        case .checksumMismatch(let id, let name):
            "migration \(id) (\(name)) was modified after it was applied: its checksum no longer matches the "
                + "database; refusing to migrate"
        case .unknownMigrations(let ids):
            "the database has migrations this build does not know (\(ids.map(String.init).joined(separator: ", "))): "
                + "it was created by a newer build; refusing to migrate"
        case .invalidMigrationList(let reason):
            "invalid migration list: \(reason)"
        case .migrationFailed(let id, let name, let underlying):
            "migration \(id) (\(name)) failed and was rolled back: \(underlying)"
        }
    }
}
