import Foundation
import SQLiteStore
import ShopMigrations

extension ShopDatabase {
    /// What to use instead of `backup` on PostgreSQL.
    static let postgresBackupTool = "pg_dump (pg_dump --format=custom --file=FILE URL)"
    /// What to use instead of `restore` on PostgreSQL.
    static let postgresRestoreTool = "pg_restore (pg_restore --clean --dbname=URL FILE)"

    /// ``backup(path:to:replacing:)`` on a SQLite location.
    ///
    /// - Throws: ``ShopBackupError``; ``ShopBackupError/sqliteOnly(operation:instead:)`` (naming pg_dump) for a
    ///   PostgreSQL database.
    public static func backup(
        _ location: ShopDatabaseLocation, to destination: String, replacing: Bool
    ) throws(ShopBackupError) {
        guard case let .sqlite(path) = location else {
            throw .sqliteOnly(operation: "backup", instead: postgresBackupTool)
        }
        try backup(path: path, to: destination, replacing: replacing)
    }

    /// ``restore(path:from:)`` on a SQLite location.
    ///
    /// - Throws: ``ShopBackupError``; ``ShopBackupError/sqliteOnly(operation:instead:)`` (naming pg_restore) for a
    ///   PostgreSQL database.
    public static func restore(_ location: ShopDatabaseLocation, from source: String) throws(ShopBackupError) {
        guard case let .sqlite(path) = location else {
            throw .sqliteOnly(operation: "restore", instead: postgresRestoreTool)
        }
        try restore(path: path, from: source)
    }

    /// Copies the database at `path` to `destination` with SQLite's online backup API, while the shop may be running
    /// (one consistent snapshot; writers are not blocked). The copy is created with mode 0600 and appears only once
    /// complete.
    ///
    /// - Parameter replacing: Whether an existing file at `destination` is replaced (`--force`).
    /// - Throws: ``ShopBackupError``.
    public static func backup(path: String, to destination: String, replacing: Bool) throws(ShopBackupError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path) }
        if !replacing, FileManager.default.fileExists(atPath: destination) { throw .destinationExists(destination) }
        do {
            let pool = try DatabasePool.open(path: path, configuration: .init(readerCount: 1, readOnly: true))
            try pool.backup(to: destination, replacing: replacing)
        } catch {
            throw .copyFailed(error, destination: destination)
        }
    }

    /// Replaces the content of the database at `path` with the backup at `source`, after checking the backup: it
    /// must pass ``check(path:)`` and come from this build's migrations or older ones. A missing database file is
    /// created. Migrations the backup lacks are applied the next time the shop opens the database.
    ///
    /// - Throws: ``ShopBackupError``; a refused backup leaves the database untouched.
    public static func restore(path: String, from source: String) throws(ShopBackupError) {
        guard FileManager.default.fileExists(atPath: source) else { throw .missingFile(source) }
        let report: ShopCheckReport
        do {
            report = try check(path: source)
        } catch {
            throw .database(error.databaseFailure)
        }
        guard report.isHealthy else {
            throw .damagedBackup(path: source, problems: report.findings.map { "[\($0.kind.rawValue)] \($0.message)" })
        }
        do {
            let status = try status(path: source)
            guard status.isValid else {
                throw ShopBackupError.incompatibleBackup(
                    path: source,
                    detail: status.unknownIDs.isEmpty
                        ? "an applied migration differs from this build's"
                        : "it was migrated by a newer build (migrations \(status.unknownIDs.map(String.init)))")
            }
        } catch let error as ShopBackupError {
            throw error
        } catch {
            throw .incompatibleBackup(path: source, detail: "\(error)")
        }
        do {
            if FileManager.default.fileExists(atPath: path) {
                let pool = try DatabasePool.open(
                    path: path, configuration: .init(readerCount: 1, createIfMissing: false))
                try pool.restore(from: source)
            } else {
                let pool = try DatabasePool.open(path: source, configuration: .init(readerCount: 1, readOnly: true))
                try pool.backup(to: path)
            }
        } catch {
            throw .copyFailed(error, destination: path)
        }
    }
}
