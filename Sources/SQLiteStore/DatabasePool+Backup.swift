import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DatabasePool {
    /// Copies the database into a new file at `destination` with SQLite's online backup API, while other
    /// connections (and processes) keep reading and writing.
    ///
    /// The copy is one consistent snapshot: it is made in a single step inside one read transaction of a reader
    /// connection, which WAL lets run alongside writers. It goes to a temporary file next to `destination` (mode
    /// 0600), is synced, and is then moved into place: linked (which fails if `destination` appeared meanwhile) or,
    /// with `replacing`, renamed over it. A failure leaves no partial file behind.
    ///
    /// - Parameters:
    ///   - destination: The backup's path; its directory must exist.
    ///   - replacing: Whether an existing file at `destination` is replaced.
    /// - Throws: ``SQLiteError`` — `SQLITE_CANTOPEN` when `destination` exists (and `replacing` is `false`) or
    ///   cannot be created, or the backup's own error.
    public func backup(to destination: String, replacing: Bool = false) throws {
        if !replacing, DatabaseFile.exists(destination) {
            throw SQLiteError(extendedCode: SQLITE_CANTOPEN, message: "'\(destination)' already exists")
        }
        let temporary = destination + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try DatabaseFile.createIfMissing(temporary)
        do {
            try readerSlots.withConnection { source in
                try Self.copy(from: source.handle, into: temporary)
            }
            try DatabaseFile.sync(temporary)
            try DatabaseFile.move(temporary, to: destination, replacing: replacing)
        } catch {
            unlink(temporary)
            unlink(temporary + "-journal")
            throw error
        }
    }

    /// Replaces the whole content of this database with the database at `source`, with SQLite's backup API, on the
    /// writer connection: other writes of this pool wait, other connections and processes see the restored content
    /// once it is committed.
    ///
    /// - Throws: ``SQLiteError`` — `SQLITE_MISMATCH` when the two files have different page sizes (a database in WAL
    ///   mode cannot change its page size), `SQLITE_READONLY` for a read-only pool, or the backup's own error.
    public func restore(from source: String) throws {
        guard let writerSlots else { throw readOnlyPoolError() }
        let sourceConnection = try Connection(path: source, mode: .readOnly, vfsName: configuration.vfsName)
        let sourcePageSize = try sourceConnection.prepare("PRAGMA page_size").fetchOne { $0.int(at: 0) } ?? 0
        try writerSlots.withConnection { destination in
            let pageSize = try destination.prepare("PRAGMA page_size").fetchOne { $0.int(at: 0) } ?? 0
            guard pageSize == sourcePageSize else {
                throw SQLiteError(
                    extendedCode: SQLITE_MISMATCH,
                    message: "'\(source)' has pages of \(sourcePageSize) bytes and '\(path)' of \(pageSize) bytes; "
                        + "restore into a new file instead"
                )
            }
            try Self.copy(from: sourceConnection.handle, to: destination.handle)
        }
    }

    /// Backs `source` up into the new, empty database file at `path`.
    private static func copy(from source: OpaquePointer, into path: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        defer { sqlite3_close_v2(handle) }
        guard code == SQLITE_OK, let handle else {
            throw SQLiteError(code: code, database: handle, sql: nil)
        }
        try copy(from: source, to: handle)
    }

    /// Runs the backup API from `source` to `destination` in one step.
    private static func copy(from source: OpaquePointer, to destination: OpaquePointer) throws {
        guard let backup = sqlite3_backup_init(destination, "main", source, "main") else {
            throw SQLiteError(code: sqlite3_errcode(destination), database: destination, sql: nil)
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE else {
            throw SQLiteError(code: step, database: destination, sql: nil)
        }
        guard finish == SQLITE_OK else {
            throw SQLiteError(code: finish, database: destination, sql: nil)
        }
    }
}
