import CSQLite
import Foundation

/// A non-copying view of the current row of a running ``Statement``.
///
/// Column indexes start at **0**. A `Row` is only valid inside the closure that received it (or until
/// the statement steps or resets); it must not be stored. Accessors follow SQLite's conversion rules:
/// reading `NULL` as a number gives 0 and as text gives `""`, so check ``isNull(at:)`` or read an
/// `Optional` through the generic subscript when a column may be `NULL`.
public struct Row {
    /// The statement whose current row this is.
    @usableFromInline
    let statement: OpaquePointer

    /// Wraps the current row of `statement`.
    @inlinable
    init(statement: OpaquePointer) {
        self.statement = statement
    }

    /// The number of columns.
    @inlinable
    public var count: Int { Int(sqlite3_column_count(statement)) }

    /// Whether column `index` is `NULL`.
    @inlinable
    public func isNull(at index: Int) -> Bool {
        sqlite3_column_type(statement, Int32(truncatingIfNeeded: index)) == SQLITE_NULL
    }

    /// Column `index` as an `Int`.
    @inlinable
    public func int(at index: Int) -> Int {
        Int(sqlite3_column_int64(statement, Int32(truncatingIfNeeded: index)))
    }

    /// Column `index` as an `Int64`.
    @inlinable
    public func int64(at index: Int) -> Int64 {
        sqlite3_column_int64(statement, Int32(truncatingIfNeeded: index))
    }

    /// Column `index` as a `Double`.
    @inlinable
    public func double(at index: Int) -> Double {
        sqlite3_column_double(statement, Int32(truncatingIfNeeded: index))
    }

    /// Column `index` as a `Bool` (any non-zero integer is `true`).
    @inlinable
    public func bool(at index: Int) -> Bool {
        sqlite3_column_int64(statement, Int32(truncatingIfNeeded: index)) != 0
    }

    /// Column `index` as UTF-8 text (`""` for `NULL`); embedded NULs are preserved.
    @inlinable
    public func string(at index: Int) -> String {
        let column = Int32(truncatingIfNeeded: index)
        guard let text = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Column `index` as bytes (empty for `NULL` or a zero-length BLOB).
    @inlinable
    public func blob(at index: Int) -> [UInt8] {
        withUnsafeBytes(at: index) { [UInt8]($0) }
    }

    /// Column `index` as `Data` (empty for `NULL` or a zero-length BLOB).
    @inlinable
    public func data(at index: Int) -> Data {
        withUnsafeBytes(at: index) { Data($0) }
    }

    /// Calls `body` with the bytes of column `index` without copying them.
    ///
    /// The buffer is only valid during the call.
    @inlinable
    public func withUnsafeBytes<T>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let column = Int32(truncatingIfNeeded: index)
        let base = sqlite3_column_blob(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        return try body(UnsafeRawBufferPointer(start: base, count: base == nil ? 0 : count))
    }

    /// Column `index` decoded as `Value`; use an `Optional` type to get `nil` for `NULL`.
    ///
    /// `let note: String? = row[3]`.
    @inlinable
    public subscript<Value: DatabaseValueConvertible>(_ index: Int) -> Value {
        Value.decode(from: self, at: index)
    }

    /// The name of column `index`.
    public func columnName(at index: Int) -> String {
        String(cString: sqlite3_column_name(statement, Int32(truncatingIfNeeded: index)))
    }

    /// The index of the column called `name` (compared case-insensitively, like SQL), or `nil`.
    ///
    /// This scans the column names; on hot paths prefer fixed indexes.
    public func index(ofColumn name: String) -> Int? {
        for column in 0..<sqlite3_column_count(statement) {
            if let columnName = sqlite3_column_name(statement, column), sqlite3_stricmp(columnName, name) == 0 {
                return Int(column)
            }
        }
        return nil
    }

    /// The column called `name` decoded as `Value`.
    ///
    /// - Precondition: The row has such a column (a missing name is a programming error).
    public subscript<Value: DatabaseValueConvertible>(_ name: String) -> Value {
        guard let index = index(ofColumn: name) else {
            preconditionFailure("no column named '\(name)' in the result row")
        }
        return Value.decode(from: self, at: index)
    }
}

/// A row points into a statement that belongs to a single thread.
@available(*, unavailable)
extension Row: Sendable {}

extension Statement {
    /// Whether column `index` of the current row is `NULL`.
    @inlinable
    public func isNull(at index: Int) -> Bool { row.isNull(at: index) }

    /// Column `index` of the current row as an `Int`.
    @inlinable
    public func int(at index: Int) -> Int { row.int(at: index) }

    /// Column `index` of the current row as an `Int64`.
    @inlinable
    public func int64(at index: Int) -> Int64 { row.int64(at: index) }

    /// Column `index` of the current row as a `Double`.
    @inlinable
    public func double(at index: Int) -> Double { row.double(at: index) }

    /// Column `index` of the current row as a `Bool`.
    @inlinable
    public func bool(at index: Int) -> Bool { row.bool(at: index) }

    /// Column `index` of the current row as text (`""` for `NULL`).
    @inlinable
    public func string(at index: Int) -> String { row.string(at: index) }

    /// Column `index` of the current row as bytes.
    @inlinable
    public func blob(at index: Int) -> [UInt8] { row.blob(at: index) }

    /// Column `index` of the current row as `Data`.
    @inlinable
    public func data(at index: Int) -> Data { row.data(at: index) }
}
