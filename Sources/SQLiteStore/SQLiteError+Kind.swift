import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteError {
    /// Which kind of constraint a `SQLITE_CONSTRAINT` error violated.
    ///
    /// Derived from the extended result code.
    public enum ConstraintViolation: Sendable, Equatable {
        /// A `UNIQUE` constraint or unique index (`SQLITE_CONSTRAINT_UNIQUE`).
        case unique
        /// A `PRIMARY KEY` uniqueness violation (`SQLITE_CONSTRAINT_PRIMARYKEY`).
        case primaryKey
        /// A `CHECK` constraint (`SQLITE_CONSTRAINT_CHECK`).
        case check
        /// A foreign key constraint (`SQLITE_CONSTRAINT_FOREIGNKEY`).
        case foreignKey
        /// A `NOT NULL` constraint (`SQLITE_CONSTRAINT_NOTNULL`).
        case notNull
        /// Any other constraint (triggers' `RAISE`, rowid, datatype...).
        case other
    }

    /// The violated constraint, or `nil` when this is not a constraint error.
    public var constraintViolation: ConstraintViolation? {
        guard primaryCode == SQLITE_CONSTRAINT else { return nil }
        switch extendedCode {
        case SQLiteResultCode.constraintUnique: return .unique
        case SQLiteResultCode.constraintPrimaryKey: return .primaryKey
        case SQLiteResultCode.constraintCheck: return .check
        case SQLiteResultCode.constraintForeignKey: return .foreignKey
        case SQLiteResultCode.constraintNotNull: return .notNull
        default: return .other
        }
    }

    /// Whether this is any constraint violation (`SQLITE_CONSTRAINT`).
    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }

    /// Whether a uniqueness rule was violated: a `UNIQUE` constraint or a duplicate `PRIMARY KEY`.
    public var isUniqueViolation: Bool {
        constraintViolation == .unique || constraintViolation == .primaryKey
    }

    /// Whether a `CHECK` constraint was violated.
    public var isCheckViolation: Bool { constraintViolation == .check }

    /// Whether a foreign key constraint was violated.
    public var isForeignKeyViolation: Bool { constraintViolation == .foreignKey }

    /// Whether a `NOT NULL` constraint was violated.
    public var isNotNullViolation: Bool { constraintViolation == .notNull }

    /// Whether the database file was locked by another connection for longer than the busy timeout
    /// (`SQLITE_BUSY`).
    public var isBusy: Bool { primaryCode == SQLITE_BUSY }

    /// Whether a table was locked by another statement of a shared-cache connection (`SQLITE_LOCKED`).
    public var isLocked: Bool { primaryCode == SQLITE_LOCKED }

    /// Whether the disk (or a size limit) is full: `SQLITE_FULL`, or an I/O error whose ``systemErrorNumber`` is
    /// `ENOSPC` (no space left) or `EFBIG` (file size limit), which SQLite reports as `SQLITE_IOERR_WRITE`.
    public var isFull: Bool {
        if primaryCode == SQLITE_FULL { return true }
        guard primaryCode == SQLITE_IOERR, let systemErrorNumber else { return false }
        return systemErrorNumber == ENOSPC || systemErrorNumber == EFBIG
    }

    /// Whether a write was attempted on a read-only connection or file (`SQLITE_READONLY`).
    public var isReadOnly: Bool { primaryCode == SQLITE_READONLY }

    /// Whether the file is damaged or is not a database at all (`SQLITE_CORRUPT` or `SQLITE_NOTADB`).
    public var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// Whether the database file could not be opened or created (`SQLITE_CANTOPEN`).
    public var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }

    /// Whether the operation was interrupted by `sqlite3_interrupt` (`SQLITE_INTERRUPT`), for example
    /// because the calling task was cancelled.
    public var isInterrupted: Bool { primaryCode == SQLITE_INTERRUPT }

    /// Whether the library was misused, e.g. an empty or multi-statement string passed to
    /// ``Connection/prepare(_:)`` (`SQLITE_MISUSE`).
    public var isMisuse: Bool { primaryCode == SQLITE_MISUSE }
}
