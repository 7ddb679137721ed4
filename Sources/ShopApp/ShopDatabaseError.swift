import DataFailure
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
    /// Any other database failure: its kind and a message saying how.
    case database(DatabaseFailure)
    /// The database URL (`--database`, `$SHOP_DATABASE_URL`) is malformed or not a `postgres://` URL: what is wrong,
    /// with any password hidden.
    case invalidURL(String)
    /// Both `--db PATH` and `--database URL` were given.
    case conflictingSettings
    /// The operation works on a SQLite file only: what it is, and what to use on PostgreSQL instead.
    case sqliteOnly(operation: String, instead: String)

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
        case let .database(failure):
            "database error: \(failure.message)"
        case let .invalidURL(detail):
            "\(detail); give a postgres://user@host:port/database URL, or --db PATH for a SQLite file"
        case .conflictingSettings:
            "give either --db PATH (SQLite) or --database URL (PostgreSQL), not both"
        case let .sqliteOnly(operation, instead):
            "\(operation) works on a SQLite database file only; on PostgreSQL use \(instead)"
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
        return .database(DatabaseFailure(describing: error))
    }

    /// This error as a database failure: its ``failureKind`` and its ``description`` as the message.
    public var databaseFailure: DatabaseFailure { DatabaseFailure(failureKind, description) }

    /// The kind of database failure this is, for a front that maps kinds (busy, full...) to its own answers.
    public var failureKind: DatabaseFailure.Kind {
        switch self {
        case .missingDirectory: .cannotOpen
        case .readOnly: .readOnly
        case .corrupt: .corrupt
        case .incompatibleSchema: .other
        case .full: .full
        case let .database(failure): failure.kind
        case .invalidURL, .conflictingSettings: .cannotOpen
        case .sqliteOnly: .other
        }
    }
}
