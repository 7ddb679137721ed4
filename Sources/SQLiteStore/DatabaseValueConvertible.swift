import Foundation

/// A Swift type that can be bound to a statement parameter and read back from a result column.
///
/// The library conforms `Int`, `Int64`, `Int32`, `Double`, `Bool`, `String`, `[UInt8]`, `Data` and
/// `Optional` of any conforming type (`nil` is `NULL`). Conform your own types (identifiers, enums with
/// raw values...) by forwarding to one of those.
public protocol DatabaseValueConvertible {
    /// Binds this value to parameter `index` (1-based) of `statement`.
    ///
    /// - Throws: ``SQLiteError`` when SQLite rejects the binding.
    func bind(to statement: Statement, at index: Int) throws

    /// Reads a value from column `index` (0-based) of `row`.
    static func decode(from row: Row, at index: Int) -> Self
}

extension Int: DatabaseValueConvertible {
    /// Binds the integer.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads an integer (0 for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Int { row.int(at: index) }
}

extension Int64: DatabaseValueConvertible {
    /// Binds the integer.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads an integer (0 for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Int64 { row.int64(at: index) }
}

extension Int32: DatabaseValueConvertible {
    /// Binds the integer.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(Int64(self), at: index) }

    /// Reads an integer, truncated to 32 bits (0 for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Int32 {
        Int32(truncatingIfNeeded: row.int64(at: index))
    }
}

extension Double: DatabaseValueConvertible {
    /// Binds the number.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads a number (0 for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Double { row.double(at: index) }
}

extension Bool: DatabaseValueConvertible {
    /// Binds 1 or 0.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads a Boolean (non-zero is `true`; `NULL` is `false`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Bool { row.bool(at: index) }
}

extension String: DatabaseValueConvertible {
    /// Binds the UTF-8 text.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads text (`""` for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> String { row.string(at: index) }
}

extension Array: DatabaseValueConvertible where Element == UInt8 {
    /// Binds the bytes as a BLOB.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads a BLOB (empty for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> [UInt8] { row.blob(at: index) }
}

extension Data: DatabaseValueConvertible {
    /// Binds the bytes as a BLOB.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws { try statement.bind(self, at: index) }

    /// Reads a BLOB (empty for `NULL`).
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Data { row.data(at: index) }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// Binds the wrapped value, or `NULL` for `nil`.
    @inlinable
    public func bind(to statement: Statement, at index: Int) throws {
        if let value = self {
            try value.bind(to: statement, at: index)
        } else {
            try statement.bindNull(at: index)
        }
    }

    /// Reads `nil` for `NULL`, otherwise the wrapped type's value.
    @inlinable
    public static func decode(from row: Row, at index: Int) -> Wrapped? {
        row.isNull(at: index) ? nil : Wrapped.decode(from: row, at: index)
    }
}
