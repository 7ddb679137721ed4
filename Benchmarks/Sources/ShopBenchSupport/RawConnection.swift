import CSQLite
import SQLiteStore

#if canImport(Glibc)
import Glibc
#endif

/// A bare `sqlite3 *` for the raw-C side of the data benchmarks: the limit the boards are compared with.
///
/// It is opened the way SQLiteStore opens its connections — same flags (`SQLITE_OPEN_NOMUTEX`), same pragmas
/// (`journal_mode=WAL` on writable connections, `synchronous=NORMAL`, `foreign_keys=ON`, a 5 s busy timeout)
/// and, process-wide, memory statistics off — and keeps every prepared statement for reuse. Nothing else sits
/// between the benchmark and the C API: no Swift strings are built from rows (columns are read and folded into a
/// checksum), no errors are wrapped, no transaction helper runs.
///
/// Like any SQLite connection it must be used by one thread at a time.
public final class RawConnection: @unchecked Sendable {
    // Safety: each instance is used by one thread at a time (the benchmark hands each worker its own).
    /// The C handle.
    public let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    /// Opens `path` read-write (or read-only) with the standard pragmas.
    public init(path: String, readOnly: Bool = false) {
        SQLiteLibrary.configureOnce()
        var database: OpaquePointer?
        let flags = SQLITE_OPEN_NOMUTEX | (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE)
        guard sqlite3_open_v2(path, &database, flags, nil) == SQLITE_OK, let database else {
            fatalError("cannot open \(path)")
        }
        handle = database
        sqlite3_extended_result_codes(database, 1)
        sqlite3_busy_timeout(database, 5000)
        if !readOnly {
            execute("PRAGMA journal_mode = WAL")
        }
        execute("PRAGMA synchronous = NORMAL")
        execute("PRAGMA foreign_keys = ON")
    }

    deinit {
        for statement in statements.values {
            sqlite3_finalize(statement)
        }
        sqlite3_close_v2(handle)
    }

    /// Runs SQL text with `sqlite3_exec`; a failure stops the benchmark.
    public func execute(_ sql: String) {
        var message: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(handle, sql, nil, nil, &message) != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? "unknown error"
            fatalError("raw SQL failed: \(text) in \(sql)")
        }
    }

    /// The prepared statement for `sql`, compiled once (`SQLITE_PREPARE_PERSISTENT`) and reset for reuse.
    @inline(__always)
    public func statement(_ sql: String) -> OpaquePointer {
        if let statement = statements[sql] {
            return statement
        }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK,
            let statement
        else {
            fatalError("prepare failed: \(String(cString: sqlite3_errmsg(handle))) in \(sql)")
        }
        statements[sql] = statement
        return statement
    }

    /// Steps `statement` to the end, folding every column of every row into a checksum, then resets it.
    @inline(__always)
    public func foldRows(_ statement: OpaquePointer) -> Int {
        var checksum = 0
        while true {
            let code = sqlite3_step(statement)
            guard code == SQLITE_ROW else {
                sqlite3_reset(statement)
                if code != SQLITE_DONE {
                    fatalError("step failed (\(code)): \(String(cString: sqlite3_errmsg(handle)))")
                }
                return checksum
            }
            for column in 0..<sqlite3_column_count(statement) {
                if sqlite3_column_type(statement, column) == SQLITE_TEXT {
                    let text = sqlite3_column_text(statement, column)
                    checksum &+= Int(sqlite3_column_bytes(statement, column)) &+ Int(text?.pointee ?? 0)
                } else {
                    checksum &+= Int(sqlite3_column_int64(statement, column))
                }
            }
        }
    }

    /// The first column of the first row as an integer (0 when there is no row), then resets.
    @inline(__always)
    public func firstInteger(_ statement: OpaquePointer) -> Int64 {
        defer { sqlite3_reset(statement) }
        return sqlite3_step(statement) == SQLITE_ROW ? sqlite3_column_int64(statement, 0) : 0
    }

    /// Whether stepping `statement` once yields a row; the first column goes to `value`. Resets afterwards.
    @inline(__always)
    public func step(_ statement: OpaquePointer, firstColumn value: inout Int64, secondColumn second: inout Int64)
        -> Bool
    {
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { return false }
        value = sqlite3_column_int64(statement, 0)
        second = sqlite3_column_int64(statement, 1)
        return true
    }

    /// Runs a statement that returns no rows, then resets it.
    @inline(__always)
    public func run(_ statement: OpaquePointer) {
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        if code != SQLITE_DONE && code != SQLITE_ROW {
            fatalError("step failed (\(code)): \(String(cString: sqlite3_errmsg(handle)))")
        }
    }

    /// Binds an integer.
    @inline(__always)
    public func bind(_ statement: OpaquePointer, _ index: Int32, _ value: Int64) {
        sqlite3_bind_int64(statement, index, value)
    }

    /// Binds UTF-8 text (SQLite copies it).
    @inline(__always)
    public func bind(_ statement: OpaquePointer, _ index: Int32, _ value: String) {
        var value = value
        value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                _ = sqlite3_bind_text(statement, index, text.baseAddress, Int32(text.count), rawTransient)
            }
        }
    }

    /// The number of rows the last write changed.
    public var changes: Int32 { sqlite3_changes(handle) }

    /// The rowid of the last insert.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}

/// SQLite's `SQLITE_TRANSIENT`: copy the bytes before the bind returns.
let rawTransient = unsafeBitCast(-1 as Int, to: sqlite3_destructor_type.self)

/// The current UTC time as the schema's timestamp text (`2026-01-01T12:00:00.000Z`), formatted the C way.
public func rawTimestamp() -> String {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    var parts = tm()
    var seconds = time.tv_sec
    gmtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let millis = Int32(time.tv_nsec / 1_000_000)
    _ = withVaList([
        parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec, millis,
    ]) { arguments in
        vsnprintf(&buffer, buffer.count, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", arguments)
    }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
