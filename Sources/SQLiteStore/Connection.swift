import CSQLite

/// One SQLite database connection.
///
/// A connection is **not** thread-safe: use it from one thread at a time (it is opened in SQLite's
/// multi-thread mode, without per-call mutexes, for speed). Share a ``DatabasePool`` between modules
/// instead; it lends its connections to one closure at a time.
///
/// Opening applies the standard pragmas: `journal_mode=WAL` (writable connections only),
/// `synchronous=NORMAL`, `foreign_keys=ON` and a busy timeout. A database that does not exist yet gets pages of
/// ``newDatabasePageSize`` bytes. Closing happens in `deinit`, after the cached statements are finalized.
public final class Connection {
    /// How a connection opens its file.
    public enum OpenMode: Sendable, Equatable {
        /// Read and write an existing database; a missing file is a `SQLITE_CANTOPEN` error.
        case readWrite
        /// Read and write, creating the file (mode 0600) when it does not exist.
        case create
        /// Read only; any write fails with `SQLITE_READONLY`. The file must exist.
        case readOnly
    }

    /// The raw `sqlite3 *` handle, for the inlinable fast paths.
    @usableFromInline
    let handle: OpaquePointer

    /// The path this connection was opened with.
    public let path: String

    /// Whether this connection was opened with ``OpenMode/readOnly``.
    public let isReadOnly: Bool

    /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
    let busyTimeoutMilliseconds: Int

    /// Prepared statements kept by ``cachedStatement(_:)``, keyed by their SQL text.
    var statementCache = StatementCache(limit: statementCacheLimit)

    /// The statement timing installed by ``install(_:)`` (with its tracer), kept alive as long as the connection.
    var statementTiming: StatementTiming?

    /// The most statements ``cachedStatement(_:)`` keeps; the cache is emptied when it would grow past this.
    static let statementCacheLimit = 512

    /// Opens (or creates) the database at `path` and applies the standard pragmas.
    ///
    /// - Parameters:
    ///   - path: A file path; `":memory:"` opens a private in-memory database.
    ///   - mode: Whether to create, write or only read the file. Defaults to ``OpenMode/create``.
    ///   - busyTimeoutMilliseconds: How long to retry when another connection holds a lock before
    ///     failing with `SQLITE_BUSY`. Defaults to 5000 ms.
    ///   - vfsName: The registered SQLite VFS to open the file through; `nil` (the default) for SQLite's default.
    ///   - statementTracer: Receives every statement this connection finishes, with its duration; `nil` (the
    ///     default) traces nothing.
    /// - Throws: ``SQLiteError`` — `SQLITE_CANTOPEN` naming the path when the file or its directory is
    ///   missing (the directory is never created), `SQLITE_NOTADB` when the file is not a database.
    public init(
        path: String,
        mode: OpenMode = .create,
        busyTimeoutMilliseconds: Int = 5000,
        vfsName: String? = nil,
        statementTracer: StatementTracer? = nil
    ) throws {
        SQLiteLibrary.configureOnce()
        let isFile = DatabaseFile.isRegularPath(path)
        var flags = SQLITE_OPEN_NOMUTEX
        switch mode {
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
        case .readWrite:
            flags |= SQLITE_OPEN_READWRITE
        case .create:
            flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            if isFile {
                try DatabaseFile.createIfMissing(path)
            }
        }
        if path.hasPrefix("file:") {
            flags |= SQLITE_OPEN_URI
        }
        var database: OpaquePointer?
        let code = sqlite3_open_v2(path, &database, flags, vfsName)
        guard code == SQLITE_OK, let database else {
            let error: SQLiteError
            if isFile && code & 0xFF == SQLITE_CANTOPEN {
                error = DatabaseFile.cannotOpenError(path: path, errorNumber: nil, creating: false)
            } else {
                error = SQLiteError(code: code, database: database, sql: nil)
            }
            sqlite3_close_v2(database)
            throw error
        }
        self.handle = database
        self.path = path
        self.isReadOnly = mode == .readOnly
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        sqlite3_extended_result_codes(database, 1)
        sqlite3_busy_timeout(database, Int32(clamping: busyTimeoutMilliseconds))
        if let statementTracer { install(statementTracer) }
        try applyStandardPragmas()
    }

    /// Opens (or creates) the database at `path`; the same as ``init(path:mode:busyTimeoutMilliseconds:vfsName:)``
    /// with the default VFS.
    ///
    /// - Throws: ``SQLiteError`` as the initializer.
    public static func open(
        path: String,
        mode: OpenMode = .create,
        busyTimeoutMilliseconds: Int = 5000
    ) throws -> Connection {
        try Connection(path: path, mode: mode, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The page size of a database this library creates: 16 KiB instead of SQLite's 4 KiB.
    ///
    /// Every page a write transaction changes goes to the write-ahead log and is copied back into the database at
    /// the checkpoint, one system call per page each way; with 16 KiB pages a bulk load makes a quarter of the
    /// calls. Measured at 1,000,000 products, alternated runs: seeding 27–32 s → 22–23 s, a ranked search page and
    /// a category page ~5–8% faster, a product by id unchanged (~7 µs). A database that already exists keeps its
    /// page size (it cannot change in WAL mode).
    public static let newDatabasePageSize = 16_384

    /// Sets the page size of a database not created yet, then WAL (writable connections), `synchronous=NORMAL`
    /// and `foreign_keys=ON`.
    private func applyStandardPragmas() throws {
        if !isReadOnly {
            // Takes effect only while the file has no schema yet; a no-op on an existing database.
            try execute(sql: "PRAGMA page_size = \(Self.newDatabasePageSize)")  // a constant: pragmas take no bindings
            // Reading the result also makes SQLite look at the file: a non-database fails here.
            let statement = try prepare("PRAGMA journal_mode = WAL")
            _ = try statement.step()
        }
        try execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
    }

    /// Runs one or more SQL statements separated by semicolons (`sqlite3_exec`), discarding any rows.
    ///
    /// Use it for scripts and DDL; use ``prepare(_:)`` or ``cachedStatement(_:)`` with bound values for
    /// anything that involves data.
    ///
    /// - Throws: ``SQLiteError`` carrying `sql`.
    public func execute(sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        guard code != SQLITE_OK else { return }
        var error = SQLiteError(code: code, database: handle, sql: sql)
        if let errorMessage {
            if !error.isFull {
                error = SQLiteError(
                    extendedCode: error.extendedCode, message: String(cString: errorMessage), sql: sql,
                    systemErrorNumber: error.systemErrorNumber
                )
            }
            sqlite3_free(errorMessage)
        }
        throw error
    }

    /// Compiles one SQL statement.
    ///
    /// The returned statement belongs to this connection and must be used on the same thread.
    ///
    /// - Throws: ``SQLiteError`` carrying `sql` on syntax errors; `SQLITE_MISUSE` when `sql` contains no
    ///   statement or more than one.
    public func prepare(_ sql: String) throws -> Statement {
        try prepare(sql, persistent: false)
    }

    /// Compiles one statement; `persistent` hints SQLite that it will be reused many times.
    func prepare(_ sql: String, persistent: Bool) throws -> Statement {
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        var statement: OpaquePointer?
        var extraStatement = false
        let code = sql.withCString { text -> Int32 in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(handle, text, -1, flags, &statement, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                var extra: OpaquePointer?
                if sqlite3_prepare_v3(handle, tail, -1, 0, &extra, nil) != SQLITE_OK || extra != nil {
                    extraStatement = true
                }
                sqlite3_finalize(extra)
            }
            return code
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, database: handle, sql: sql)
        }
        guard let statement else {
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "the SQL contains no statement", sql: sql)
        }
        guard !extraStatement else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                extendedCode: SQLITE_MISUSE,
                message: "prepare accepts a single statement; use execute(sql:) for scripts",
                sql: sql
            )
        }
        return Statement(handle: statement, database: handle, sql: sql)
    }

    /// Returns this connection's cached compiled statement for `sql`, compiling it on first use.
    ///
    /// The statement is reset and its bindings cleared before it is returned, so it is ready for
    /// `bind`. Use it for static SQL on hot paths: the lookup is a comparison or one dictionary access. Do not ask for the
    /// same SQL again while iterating over its rows (the inner call would reset the outer iteration).
    /// The SQL of the last few lookups is compared with `sql` before any hashing.
    ///
    /// - Throws: ``SQLiteError`` as ``prepare(_:)``.
    public func cachedStatement(_ sql: String) throws -> Statement {
        if let statement = statementCache.recentStatement(for: sql) ?? statementCache.storedStatement(for: sql) {
            sqlite3_reset(statement.handle)
            sqlite3_clear_bindings(statement.handle)
            return statement
        }
        let statement = try prepare(sql, persistent: true)
        statementCache.insert(statement, for: sql)
        return statement
    }

    /// The rowid of the most recent successful `INSERT` on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The number of rows changed by the most recent `INSERT`, `UPDATE` or `DELETE`.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The number of rows changed since the connection was opened.
    public var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Makes the statement currently running on this connection fail with `SQLITE_INTERRUPT` as soon as
    /// possible (`sqlite3_interrupt`).
    ///
    /// Statements started after every running statement finished are not affected.
    public func interrupt() {
        sqlite3_interrupt(handle)
    }
}

/// A connection must only be used by one thread at a time; hand it out through ``DatabasePool``.
@available(*, unavailable)
extension Connection: Sendable {}
