import CSQLite
import Foundation

extension Statement {
    /// SQLite's `SQLITE_TRANSIENT` destructor: SQLite copies the bytes before the bind call returns.
    @inlinable
    static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1 as Int, to: sqlite3_destructor_type.self)
    }

    /// Throws the bind error for `code` unless it is `SQLITE_OK`.
    @inlinable
    func check(_ code: Int32) throws {
        if code != SQLITE_OK {
            throw stepError(code)
        }
    }

    /// Binds `SQL NULL` to parameter `index` (1-based).
    @inlinable
    public func bindNull(at index: Int) throws {
        try check(sqlite3_bind_null(handle, Int32(truncatingIfNeeded: index)))
    }

    /// Binds an integer to parameter `index` (1-based).
    @inlinable
    public func bind(_ value: Int, at index: Int) throws {
        try check(sqlite3_bind_int64(handle, Int32(truncatingIfNeeded: index), Int64(value)))
    }

    /// Binds a 64-bit integer to parameter `index` (1-based).
    @inlinable
    public func bind(_ value: Int64, at index: Int) throws {
        try check(sqlite3_bind_int64(handle, Int32(truncatingIfNeeded: index), value))
    }

    /// Binds a floating-point number to parameter `index` (1-based).
    @inlinable
    public func bind(_ value: Double, at index: Int) throws {
        try check(sqlite3_bind_double(handle, Int32(truncatingIfNeeded: index), value))
    }

    /// Binds a Boolean, stored as the integer 1 or 0, to parameter `index` (1-based).
    @inlinable
    public func bind(_ value: Bool, at index: Int) throws {
        try check(sqlite3_bind_int64(handle, Int32(truncatingIfNeeded: index), value ? 1 : 0))
    }

    /// Binds UTF-8 text to parameter `index` (1-based); SQLite copies the bytes.
    ///
    /// Embedded NUL characters are preserved; the empty string is bound as text, not `NULL`.
    @inlinable
    public func bind(_ value: String, at index: Int) throws {
        var value = value
        let position = Int32(truncatingIfNeeded: index)
        let code = value.withUTF8 { bytes -> Int32 in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(handle, position, "", 0, Self.transient)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                sqlite3_bind_text64(handle, position, text, UInt64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
            }
        }
        try check(code)
    }

    /// Binds bytes as a BLOB to parameter `index` (1-based); SQLite copies them.
    ///
    /// An empty buffer is bound as a zero-length BLOB, not `NULL`.
    @inlinable
    public func bind(_ value: UnsafeRawBufferPointer, at index: Int) throws {
        let position = Int32(truncatingIfNeeded: index)
        guard let base = value.baseAddress, !value.isEmpty else {
            try check(sqlite3_bind_zeroblob(handle, position, 0))
            return
        }
        try check(sqlite3_bind_blob64(handle, position, base, UInt64(value.count), Self.transient))
    }

    /// Binds a byte array as a BLOB to parameter `index` (1-based).
    @inlinable
    public func bind(_ value: [UInt8], at index: Int) throws {
        try value.withUnsafeBytes { try bind($0, at: index) }
    }

    /// Binds `Data` as a BLOB to parameter `index` (1-based).
    @inlinable
    public func bind(_ value: Data, at index: Int) throws {
        try value.withUnsafeBytes { try bind($0, at: index) }
    }

    /// Binds any convertible value (including optionals: `nil` binds `NULL`) to parameter `index` (1-based).
    @inlinable
    public func bind<Value: DatabaseValueConvertible>(_ value: Value, at index: Int) throws {
        try value.bind(to: self, at: index)
    }

    /// Binds `values` to parameters 1, 2, 3... in order and returns the statement for chaining.
    ///
    /// Every value is statically typed, so this costs the same as calling `bind(_:at:)` for each one:
    /// `try db.cachedStatement("SELECT name FROM product WHERE id = ?").bind(id).fetchOne { $0.string(at: 0) }`.
    /// Pass an optional to bind `NULL` (a bare `nil` literal has no type; use ``bindNull(at:)``).
    ///
    /// - Throws: ``SQLiteError`` (`SQLITE_RANGE` when there are more values than parameters).
    @inlinable
    @discardableResult
    public func bind<each Value: DatabaseValueConvertible>(_ values: repeat each Value) throws -> Statement {
        var index = 1
        for value in repeat each values {
            try value.bind(to: self, at: index)
            index += 1
        }
        return self
    }

    /// Binds a dynamic list of values to parameters 1, 2, 3... in order; `nil` elements bind `NULL`.
    ///
    /// - Throws: ``SQLiteError`` (`SQLITE_RANGE` when there are more values than parameters).
    @discardableResult
    public func bind(arguments: [(any DatabaseValueConvertible)?]) throws -> Statement {
        for (offset, value) in arguments.enumerated() {
            if let value {
                try value.bind(to: self, at: offset + 1)
            } else {
                try bindNull(at: offset + 1)
            }
        }
        return self
    }

    /// The 1-based index of the named parameter (`:name`, `@name` or `$name`, prefix included), or `nil`.
    public func parameterIndex(named name: String) -> Int? {
        let index = Int(sqlite3_bind_parameter_index(handle, name))
        return index == 0 ? nil : index
    }

    /// Binds a value to a named parameter such as `":username"`.
    ///
    /// - Throws: ``SQLiteError`` with `SQLITE_RANGE` when the statement has no such parameter.
    public func bind<Value: DatabaseValueConvertible>(_ value: Value, named name: String) throws {
        guard let index = parameterIndex(named: name) else {
            throw SQLiteError(extendedCode: SQLITE_RANGE, message: "no parameter named '\(name)'", sql: sql)
        }
        try value.bind(to: self, at: index)
    }
}
