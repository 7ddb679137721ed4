import DataFailure
import SQLiteStore

/// Why a backup or a restore was refused or failed.
public enum ShopBackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no database (to back up) or no backup (to restore) at the path.
    case missingFile(String)
    /// The backup's destination exists and replacing it was not asked for.
    case destinationExists(String)
    /// The backup to restore fails the check: the list of problems.
    case damagedBackup(path: String, problems: [String])
    /// The backup to restore was made by a newer build, or has an edited migration.
    case incompatibleBackup(path: String, detail: String)
    /// The database could not be opened or read, or the copy failed: the failure's kind and a message.
    case database(DatabaseFailure)
    /// The database is a PostgreSQL one: backups and restores of it are made with PostgreSQL's own tools (named in
    /// `instead`).
    case sqliteOnly(operation: String, instead: String)

    /// A human sentence describing the failure, with what to do about it.
    public var description: String {
        switch self {
        case let .missingFile(path):
            "there is no file at '\(path)'"
        case let .destinationExists(path):
            "'\(path)' already exists; choose another path or pass --force to replace it"
        case let .damagedBackup(path, problems):
            "'\(path)' fails the check, so it was not restored (\(problems.count) "
                + "\(problems.count == 1 ? "problem" : "problems"): \(problems.prefix(3).joined(separator: "; ")))"
        case let .incompatibleBackup(path, detail):
            "'\(path)' cannot be restored by this build: \(detail)"
        case let .database(failure):
            "the copy failed: \(failure.message)"
        case let .sqliteOnly(operation, instead):
            ShopDatabaseError.sqliteOnly(operation: operation, instead: instead).description
        }
    }

    /// The error for a failure of the copy itself.
    static func copyFailed(_ error: any Error, destination: String) -> ShopBackupError {
        if let error = error as? SQLiteError, error.isCannotOpen, error.message.hasSuffix("already exists") {
            return .destinationExists(destination)
        }
        if let error = error as? SQLiteError { return .database(DatabaseFailure(error.failureKind, error.message)) }
        if let error = error as? ShopDatabaseError { return .database(error.databaseFailure) }
        return .database(DatabaseFailure(describing: error))
    }
}
