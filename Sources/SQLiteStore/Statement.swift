import CSQLite

/// A compiled SQL statement (`sqlite3_stmt`) of one ``Connection``.
///
/// Bind parameters with `bind` (parameter indexes start at **1**, as in SQLite), then run it with
/// ``execute()``, ``fetchAll(_:)``, ``fetchOne(_:)`` or ``forEach(_:)``; those helpers reset the statement
/// when they finish (keeping the bindings), so it never holds a read snapshot open and can be run again.
/// For manual iteration call ``step()`` and read columns (indexes start at **0**) through ``row`` or the
/// accessors below, then ``reset()``.
///
/// Like its connection, a statement must be used from one thread at a time. It is finalized in `deinit`.
public final class Statement {
    /// The raw `sqlite3_stmt *` handle.
    @usableFromInline
    let handle: OpaquePointer

    /// The owning connection's `sqlite3 *` handle, used to read error messages.
    @usableFromInline
    let database: OpaquePointer

    /// The SQL text this statement was compiled from.
    public let sql: String

    /// Wraps a freshly prepared statement.
    init(handle: OpaquePointer, database: OpaquePointer, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of result columns (0 for statements that return no rows).
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The number of `?`/`:name` parameters.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// Whether the statement never writes to the database (`sqlite3_stmt_readonly`).
    public var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    /// The name of result column `index` (0-based).
    public func columnName(at index: Int) -> String {
        String(cString: sqlite3_column_name(handle, Int32(truncatingIfNeeded: index)))
    }

    /// A view of the current row; valid only until the next ``step()`` or ``reset()``.
    @inlinable
    public var row: Row { Row(statement: handle) }

    /// Advances to the next row.
    ///
    /// - Returns: `true` when a row is available (read it through ``row``), `false` when the statement
    ///   has finished.
    /// - Throws: ``SQLiteError`` carrying this statement's SQL (constraint violations, busy...).
    @inlinable
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw stepError(code)
    }

    /// Builds the error for a failed step (kept out of line so the fast path stays small).
    @usableFromInline
    func stepError(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, database: database, sql: sql)
    }

    /// Rewinds the statement so it can run again; bindings are kept.
    @inlinable
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Sets every parameter back to `NULL`.
    @inlinable
    public func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    /// Runs the statement to completion, ignoring any rows, then resets it.
    ///
    /// - Throws: ``SQLiteError`` carrying this statement's SQL.
    @inlinable
    public func execute() throws {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Runs the statement and maps every row, then resets it.
    ///
    /// - Parameter map: Converts the current row; the ``Row`` must not escape the closure.
    /// - Returns: The mapped rows, in order.
    /// - Throws: ``SQLiteError`` or whatever `map` throws.
    @inlinable
    public func fetchAll<T>(_ map: (Row) throws -> T) throws -> [T] {
        defer { sqlite3_reset(handle) }
        var result: [T] = []
        let row = Row(statement: handle)
        while try step() {
            result.append(try map(row))
        }
        return result
    }

    /// Runs the statement, maps its first row (if any), then resets it.
    ///
    /// - Parameter map: Converts the row; the ``Row`` must not escape the closure.
    /// - Returns: The mapped first row, or `nil` when there is none.
    /// - Throws: ``SQLiteError`` or whatever `map` throws.
    @inlinable
    public func fetchOne<T>(_ map: (Row) throws -> T) throws -> T? {
        defer { sqlite3_reset(handle) }
        guard try step() else { return nil }
        return try map(Row(statement: handle))
    }

    /// Runs the statement and calls `body` for every row, then resets it.
    ///
    /// - Parameter body: Receives each row; the ``Row`` must not escape the closure.
    /// - Throws: ``SQLiteError`` or whatever `body` throws.
    @inlinable
    public func forEach(_ body: (Row) throws -> Void) throws {
        defer { sqlite3_reset(handle) }
        let row = Row(statement: handle)
        while try step() {
            try body(row)
        }
    }
}

/// A statement must only be used by its connection's thread.
@available(*, unavailable)
extension Statement: Sendable {}
