import DataFailure
import Foundation
import Logging
import SQLiteStore
import ShopMigrations
import ShopTracing

/// Opens the shop's SQLite database: creates the file (mode 0600) when needed, checks that it is a usable,
/// writable shop database, and applies pending migrations.
public enum ShopDatabase {
    /// The default file name, in the current directory.
    public static let defaultFileName = "shop.sqlite"
    /// The environment variable that overrides the default path.
    public static let environmentVariable = "SHOP_DB"

    /// The path to use: the explicit one, else `$SHOP_DB`, else `shop.sqlite` in the current directory.
    public static func resolvePath(
        _ explicit: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty { return fromEnvironment }
        return defaultFileName
    }

    /// An opened, migrated database.
    public struct Opened: Sendable {
        /// The pool every module shares.
        public let pool: DatabasePool
        /// Whether the file was created by this call.
        public let wasCreated: Bool
        /// The migrations this call applied.
        public let appliedMigrations: [Int]
        /// Whether the database holds no category, product or user (new, or left empty by an interrupted first run).
        public let isEmpty: Bool
    }

    /// Opens (creating if needed) and migrates the database at `path`.
    ///
    /// - Parameters:
    ///   - path: The database file; its directory must exist.
    ///   - readers: The pool's reader connections.
    ///   - verify: Whether to run SQLite's `quick_check` (every page's structure, a fraction of a second for the demo
    ///     catalog, seconds for a million products) before anything else, refusing a damaged file.
    ///   - sqlLogger: Where every statement is logged with its duration (at `debug`, see ``sqlTraceLabel``); `nil`
    ///     (the default) traces nothing.
    ///   - tracing: Where every statement run under a span is recorded as a span; `nil` (the default) records
    ///     nothing.
    ///   - lockTimeout: How long a connection waits for another connection's lock (SQLite's busy timeout) before
    ///     failing as busy (default 5 s, `database-connect-timeout`).
    public static func open(
        path: String,
        readers: Int = 4,
        verify: Bool = false,
        sqlLogger: Logger? = nil,
        tracing: TraceSwitch? = nil,
        lockTimeout: Duration = ShopConfiguration.defaultDatabaseConnectTimeout
    ) throws(ShopDatabaseError) -> Opened {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingDirectory(directory)
        }
        let exists = FileManager.default.fileExists(atPath: path)
        if exists, isReadOnly(path) {
            throw .readOnly(path)
        }
        do {
            let pool = try DatabasePool.open(
                path: path,
                configuration: .init(
                    readerCount: readers, busyTimeoutMilliseconds: milliseconds(lockTimeout),
                    statementTracer: statementTracer(logging: sqlLogger, tracing: tracing))
            )
            try pool.read { db in
                _ = try db.prepare("SELECT count(*) FROM sqlite_master").fetchOne { $0.int(at: 0) }
            }
            if verify, let problem = try pool.read({ try $0.integrityProblems(quick: true, limit: 1) }).first {
                throw ShopDatabaseError.corrupt(path: path, detail: "quick_check: \(problem)")
            }
            let applied = try ShopMigrations.migrator.migrate(pool)
            let rows = try pool.read { db in
                try db.prepare(
                    """
                    SELECT (SELECT count(*) FROM category) + (SELECT count(*) FROM product) + (SELECT count(*) FROM user)
                    """
                ).fetchOne { $0.int(at: 0) } ?? 0
            }
            return Opened(pool: pool, wasCreated: !exists, appliedMigrations: applied.map(\.id), isEmpty: rows == 0)
        } catch {
            throw ShopDatabaseError.classify(error, path: path)
        }
    }

    /// Whether the file is read-only: not writable by this process, or without its owner's write permission bit
    /// (honoured even when running as root, who could write anyway).
    static func isReadOnly(_ path: String) -> Bool {
        guard FileManager.default.isWritableFile(atPath: path) else { return true }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? 0o600
        return mode & 0o200 == 0
    }

    /// The migration status of the database at `path`, without applying anything.
    public static func status(path: String) throws(ShopDatabaseError) -> ShopSchemaStatus {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .database(DatabaseFailure(.cannotOpen, "no database at '\(path)'"))
        }
        do {
            let pool = try DatabasePool.open(path: path, configuration: .init(readerCount: 1, createIfMissing: false))
            return ShopSchemaStatus(try ShopMigrations.migrator.status(of: pool))
        } catch {
            throw ShopDatabaseError.classify(error, path: path)
        }
    }

    /// `duration` in whole milliseconds (at least 1), for SQLite's busy timeout.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}
