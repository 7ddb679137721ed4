import CSQLite

/// SQLite's result codes by name, for comparing with ``SQLiteError/extendedCode`` and ``SQLiteError/primaryCode``
/// (or building an error in a test) without bare numbers.
///
/// An extended code is its primary code in the low byte plus a detail number in the next one, as SQLite defines
/// them in `sqlite3.h`; this is the one place that spells that arithmetic out.
public enum SQLiteResultCode {
    /// `SQLITE_ERROR` (1): a generic error, e.g. an SQL syntax error.
    public static let error = SQLITE_ERROR
    /// `SQLITE_BUSY` (5): the file is locked by another connection.
    public static let busy = SQLITE_BUSY
    /// `SQLITE_BUSY_SNAPSHOT`: a WAL read transaction cannot be upgraded because its snapshot is stale.
    public static let busySnapshot = extended(SQLITE_BUSY, 2)
    /// `SQLITE_LOCKED` (6): a table is locked within the same connection or shared cache.
    public static let locked = SQLITE_LOCKED
    /// `SQLITE_READONLY` (8): a write on a read-only connection or file.
    public static let readOnly = SQLITE_READONLY
    /// `SQLITE_INTERRUPT` (9): stopped by `sqlite3_interrupt`.
    public static let interrupt = SQLITE_INTERRUPT
    /// `SQLITE_IOERR` (10): the operating system reported an I/O error.
    public static let ioError = SQLITE_IOERR
    /// `SQLITE_IOERR_SHORT_READ`: a read returned fewer bytes than asked for.
    public static let ioErrorShortRead = extended(SQLITE_IOERR, 2)
    /// `SQLITE_CORRUPT` (11): the database file is damaged.
    public static let corrupt = SQLITE_CORRUPT
    /// `SQLITE_FULL` (13): the disk or the database's size limit is full.
    public static let full = SQLITE_FULL
    /// `SQLITE_CANTOPEN` (14): the file could not be opened or created.
    public static let cannotOpen = SQLITE_CANTOPEN
    /// `SQLITE_CONSTRAINT` (19): a constraint was violated.
    public static let constraint = SQLITE_CONSTRAINT
    /// `SQLITE_CONSTRAINT_CHECK`: a `CHECK` constraint.
    public static let constraintCheck = extended(SQLITE_CONSTRAINT, 1)
    /// `SQLITE_CONSTRAINT_FOREIGNKEY`: a foreign key.
    public static let constraintForeignKey = extended(SQLITE_CONSTRAINT, 3)
    /// `SQLITE_CONSTRAINT_NOTNULL`: a `NOT NULL` constraint.
    public static let constraintNotNull = extended(SQLITE_CONSTRAINT, 5)
    /// `SQLITE_CONSTRAINT_PRIMARYKEY`: a duplicate primary key.
    public static let constraintPrimaryKey = extended(SQLITE_CONSTRAINT, 6)
    /// `SQLITE_CONSTRAINT_UNIQUE` (2067): a `UNIQUE` constraint or unique index.
    public static let constraintUnique = extended(SQLITE_CONSTRAINT, 8)
    /// `SQLITE_MISUSE` (21): the library was used incorrectly.
    public static let misuse = SQLITE_MISUSE
    /// `SQLITE_RANGE` (25): a bind index or name out of range.
    public static let range = SQLITE_RANGE
    /// `SQLITE_NOTADB` (26): the file is not a database.
    public static let notADatabase = SQLITE_NOTADB

    /// The extended code `primary` with detail number `detail` (SQLite's `primary | (detail << 8)`).
    private static func extended(_ primary: Int32, _ detail: Int32) -> Int32 { primary | (detail << 8) }
}
