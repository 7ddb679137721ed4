import SQLiteStore

/// Why the shop database could not be opened or prepared.
public enum ShopDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory that should hold the database does not exist.
    case missingDirectory(String)
    /// The database file exists but cannot be written.
    case readOnly(String)
    /// The file is not a SQLite database, or it is damaged.
    case corrupt(path: String, detail: String)
    /// The database was migrated by a newer build, or an applied migration was edited.
    case incompatibleSchema(path: String, detail: String)
    /// The database is full (disk or size limit).
    case full(String)
    /// Any other database failure.
    case database(String)

    /// A human sentence describing the failure, with what to do about it.
    public var description: String {
        switch self {
        case let .missingDirectory(path):
            "the directory '\(path)' does not exist; create it or choose another --db path"
        case let .readOnly(path):
            "the database '\(path)' is read-only; check its permissions"
        case let .corrupt(path, detail):
            "'\(path)' is not a usable shop database (\(detail)); restore it from a backup or choose another --db path"
        case let .incompatibleSchema(path, detail):
            "the database '\(path)' cannot be used by this build: \(detail)"
        case let .full(detail):
            "the database could not grow (\(detail)); free some disk space and try again"
        case let .database(detail):
            "database error: \(detail)"
        }
    }

    /// Classifies a SQLite failure that happened while opening or migrating `path`.
    static func classify(_ error: any Error, path: String) -> ShopDatabaseError {
        if let error = error as? ShopDatabaseError { return error }
        if let error = error as? MigrationError {
            switch error {
            case .migrationFailed(_, _, let underlying):
                return classify(underlying, path: path)
            default:
                return .incompatibleSchema(path: path, detail: error.description)
            }
        }
        if let error = error as? SQLiteError {
            if error.isCorrupt { return .corrupt(path: path, detail: error.message) }
            if error.isReadOnly { return .readOnly(path) }
            if error.isFull { return .full(error.message) }
        }
        return .database(String(describing: error))
    }
}
