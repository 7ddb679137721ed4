import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An error reported by SQLite, or by this library on SQLite's behalf.
///
/// Carries the extended result code (the primary code is its low byte), SQLite's message and, when the
/// failure happened while preparing or running a statement, the SQL text that failed. Use the
/// recognition helpers (``isBusy``, ``constraintViolation``, ``isUniqueViolation``, ``isFull``,
/// ``isReadOnly``, ``isCorrupt``, ``isCannotOpen``...) instead of comparing raw codes.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (for example `SQLITE_CONSTRAINT_UNIQUE`, 2067).
    ///
    /// Connections are opened with extended result codes enabled, so this is as precise as SQLite allows.
    public let extendedCode: Int32

    /// SQLite's human-readable message (`sqlite3_errmsg`), possibly enriched with context such as the path.
    public let message: String

    /// The SQL that failed, when the error comes from preparing or running a statement.
    public let sql: String?

    /// The operating system's `errno` behind an I/O failure (`sqlite3_system_errno`), when SQLite reported one.
    ///
    /// It tells a full disk (`ENOSPC`) or a file-size limit (`EFBIG`), which SQLite reports as a plain
    /// `SQLITE_IOERR_WRITE`, from other I/O errors; see ``isFull``.
    public let systemErrorNumber: Int32?

    /// The message of an error that means the disk (or a size limit) is full, whichever code SQLite used.
    public static let diskFullMessage = "the disk is full"

    /// Creates an error from its parts.
    ///
    /// - Parameters:
    ///   - extendedCode: The extended (or primary) SQLite result code.
    ///   - message: A human-readable explanation.
    ///   - sql: The SQL text that failed, if any.
    ///   - systemErrorNumber: The `errno` behind an I/O error, if known.
    public init(extendedCode: Int32, message: String, sql: String? = nil, systemErrorNumber: Int32? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.systemErrorNumber = systemErrorNumber
    }

    /// The primary result code (for example `SQLITE_CONSTRAINT`, 19): the low byte of ``extendedCode``.
    public var primaryCode: Int32 { extendedCode & 0xFF }

    /// A one-line human description: code name, numeric codes, message and the failing SQL.
    public var description: String {
        var text = "SQLite error \(Self.name(ofPrimaryCode: primaryCode))"
        text += extendedCode == primaryCode ? " (\(primaryCode))" : " (\(primaryCode), extended \(extendedCode))"
        text += ": \(message)"
        if let sql {
            text += " — while executing: \(sql)"
        }
        return text
    }

    /// Builds an error from the state of a database connection right after a call failed.
    ///
    /// Must be called before any other SQLite call on `database`, which would overwrite the message. A full disk
    /// gets the message ``diskFullMessage`` whether SQLite said `SQLITE_FULL` or an I/O error with `ENOSPC`/`EFBIG`.
    @usableFromInline
    init(code: Int32, database: OpaquePointer?, sql: String?) {
        // Read first: the failed system call's errno, which SQLite 3.40 does not always keep for
        // `sqlite3_system_errno` (a failed write to the write-ahead log at COMMIT, for one).
        let threadErrorNumber = errno
        var extended = code
        var text: String
        var systemErrorNumber: Int32?
        if let database {
            let reported = sqlite3_extended_errcode(database)
            if reported & 0xFF == code & 0xFF {
                extended = reported
            }
            text = String(cString: sqlite3_errmsg(database))
            if code & 0xFF == SQLITE_IOERR || code & 0xFF == SQLITE_FULL {
                let number = sqlite3_system_errno(database)
                if number != 0 {
                    systemErrorNumber = number
                } else if threadErrorNumber == ENOSPC || threadErrorNumber == EFBIG {
                    // Only the two values that mean "full" are taken from the thread: any other stale errno would
                    // mislabel the error, these at worst call an I/O error a full disk.
                    systemErrorNumber = threadErrorNumber
                }
            }
        } else {
            text = String(cString: sqlite3_errstr(code))
        }
        if text.isEmpty || text == "not an error" {
            text = String(cString: sqlite3_errstr(extended))
        }
        self.init(extendedCode: extended, message: text, sql: sql, systemErrorNumber: systemErrorNumber)
        if isFull {
            self = SQLiteError(
                extendedCode: extended, message: Self.diskFullMessage, sql: sql, systemErrorNumber: systemErrorNumber
            )
        }
    }

    /// The symbolic name of a primary result code, such as `SQLITE_BUSY`.
    static func name(ofPrimaryCode code: Int32) -> String {
        switch code {
        case SQLITE_ERROR: "SQLITE_ERROR"
        case SQLITE_INTERNAL: "SQLITE_INTERNAL"
        case SQLITE_PERM: "SQLITE_PERM"
        case SQLITE_ABORT: "SQLITE_ABORT"
        case SQLITE_BUSY: "SQLITE_BUSY"
        case SQLITE_LOCKED: "SQLITE_LOCKED"
        case SQLITE_NOMEM: "SQLITE_NOMEM"
        case SQLITE_READONLY: "SQLITE_READONLY"
        case SQLITE_INTERRUPT: "SQLITE_INTERRUPT"
        case SQLITE_IOERR: "SQLITE_IOERR"
        case SQLITE_CORRUPT: "SQLITE_CORRUPT"
        case SQLITE_NOTFOUND: "SQLITE_NOTFOUND"
        case SQLITE_FULL: "SQLITE_FULL"
        case SQLITE_CANTOPEN: "SQLITE_CANTOPEN"
        case SQLITE_PROTOCOL: "SQLITE_PROTOCOL"
        case SQLITE_SCHEMA: "SQLITE_SCHEMA"
        case SQLITE_TOOBIG: "SQLITE_TOOBIG"
        case SQLITE_CONSTRAINT: "SQLITE_CONSTRAINT"
        case SQLITE_MISMATCH: "SQLITE_MISMATCH"
        case SQLITE_MISUSE: "SQLITE_MISUSE"
        case SQLITE_NOLFS: "SQLITE_NOLFS"
        case SQLITE_AUTH: "SQLITE_AUTH"
        case SQLITE_RANGE: "SQLITE_RANGE"
        case SQLITE_NOTADB: "SQLITE_NOTADB"
        default: "code \(code)"
        }
    }
}
