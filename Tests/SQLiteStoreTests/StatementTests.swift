import Foundation
import SQLiteStore
import Testing

@Suite("Statement binding and reading")
struct StatementTests {
    /// An in-memory database with a loosely typed table `v(a, b)`.
    private func makeConnection() throws -> Connection {
        let connection = try Connection(path: ":memory:")
        try connection.execute(sql: "CREATE TABLE v (a, b)")
        return connection
    }

    /// Stores `value` and reads it back through `read`.
    private func roundTrip<T: DatabaseValueConvertible>(
        _ value: T,
        _ connection: Connection,
        read: (Row) -> T
    ) throws -> T? {
        try connection.execute(sql: "DELETE FROM v")
        try connection.prepare("INSERT INTO v (a) VALUES (?)").bind(value).execute()
        return try connection.prepare("SELECT a FROM v").fetchOne(read)
    }

    @Test("integers round-trip, including Int64 extremes")
    func integers() throws {
        let db = try makeConnection()
        for value in [Int64.min, Int64.min + 1, -1, 0, 1, Int64(Int32.max) + 1, Int64.max] {
            #expect(try roundTrip(value, db) { $0.int64(at: 0) } == value)
            #expect(try roundTrip(Int(value), db) { $0.int(at: 0) } == Int(value))
        }
        #expect(try roundTrip(Int32.min, db) { $0[0] } == Int32.min)
        #expect(try roundTrip(true, db) { $0.bool(at: 0) } == true)
        #expect(try roundTrip(false, db) { $0.bool(at: 0) } == false)
    }

    @Test("doubles round-trip exactly")
    func doubles() throws {
        let db = try makeConnection()
        let values = [0.0, -0.5, 3.141592653589793, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude]
        for value in values {
            #expect(try roundTrip(value, db) { $0.double(at: 0) } == value)
        }
    }

    @Test("unicode text round-trips byte for byte, embedded NULs included")
    func unicodeText() throws {
        let db = try makeConnection()
        let samples = [
            "", "plain", "Ünïcödé café", "日本語のテキスト", "emoji 👩🏽‍💻🇫🇷", "e\u{301} combining",
            "nul\u{0}inside\u{0}", String(repeating: "long ", count: 10_000),
        ]
        for sample in samples {
            let read = try roundTrip(sample, db) { $0.string(at: 0) }
            #expect(read == sample)
            #expect(read.map { Array($0.utf8) } == Array(sample.utf8))
        }
        try db.execute(sql: "DELETE FROM v")
        try db.prepare("INSERT INTO v (a) VALUES (?)").bind("").execute()
        #expect(try db.scalarString("SELECT typeof(a) FROM v") == "text")
    }

    @Test("SQL metacharacters are stored literally through binding")
    func metacharacters() throws {
        let db = try makeConnection()
        let hostile = "Robert'); DROP TABLE v; -- \" ? ?1 :name %_ \\ ;"
        #expect(try roundTrip(hostile, db) { $0.string(at: 0) } == hostile)
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'v'") == 1)
        let match = try db.prepare("SELECT count(*) FROM v WHERE a = ?").bind(hostile).fetchOne { $0.int(at: 0) }
        #expect(match == 1)
    }

    @Test("blobs round-trip with embedded NULs; empty blobs stay blobs")
    func blobs() throws {
        let db = try makeConnection()
        let bytes: [UInt8] = [0, 1, 0, 255, 0, 0, 128]
        #expect(try roundTrip(bytes, db) { $0.blob(at: 0) } == bytes)
        let data = Data(bytes + bytes)
        #expect(try roundTrip(data, db) { $0.data(at: 0) } == data)
        #expect(try roundTrip([UInt8](), db) { $0.blob(at: 0) } == [])
        #expect(try db.scalarString("SELECT typeof(a) FROM v") == "blob")
    }

    @Test("NULL binds and reads as nil through optionals")
    func nulls() throws {
        let db = try makeConnection()
        let missing: String? = nil
        try db.prepare("INSERT INTO v (a, b) VALUES (?, ?)").bind(missing, Int?.some(7)).execute()
        try db.prepare("INSERT INTO v (a, b) VALUES (?, ?)").bind(arguments: [nil, 8]).execute()
        let statement = try db.prepare("INSERT INTO v (a, b) VALUES (?, ?)")
        try statement.bindNull(at: 1)
        try statement.bind(9, at: 2)
        try statement.execute()
        let rows = try db.prepare("SELECT a, b FROM v ORDER BY b").fetchAll { row -> [Int?] in
            #expect(row.isNull(at: 0))
            #expect(row.string(at: 0) == "")
            return [row[0], row[1]]
        }
        #expect(rows == [[nil, 7], [nil, 8], [nil, 9]])
    }

    @Test("named parameters and name-based column access")
    func namedAccess() throws {
        let db = try makeConnection()
        let insert = try db.prepare("INSERT INTO v (a, b) VALUES (:first, :second)")
        try insert.bind("x", named: ":first")
        try insert.bind(2.5, named: ":second")
        try insert.execute()
        #expect(sqliteError { try insert.bind(1, named: ":nope") }?.primaryCode == SQLiteResultCode.range)
        let row = try db.prepare("SELECT a AS Label, b AS amount FROM v").fetchOne { row in
            (row["label"] as String, row["AMOUNT"] as Double, row.index(ofColumn: "missing"), row.columnName(at: 0))
        }
        #expect(row?.0 == "x")
        #expect(row?.1 == 2.5)
        #expect(row?.2 == nil)
        #expect(row?.3 == "Label")
    }

    @Test("fetch helpers map rows and leave the statement reusable")
    func fetchHelpers() throws {
        let db = try makeConnection()
        let insert = try db.prepare("INSERT INTO v (a, b) VALUES (?, ?)")
        for number in 1...5 {
            try insert.bind(number, "n\(number)").execute()
        }
        let select = try db.prepare("SELECT a, b FROM v WHERE a >= ? ORDER BY a")
        try select.bind(2, at: 1)
        #expect(try select.fetchAll { $0.int(at: 0) } == [2, 3, 4, 5])
        #expect(try select.fetchAll { $0.string(at: 1) } == ["n2", "n3", "n4", "n5"])
        #expect(try select.fetchOne { $0.int(at: 0) } == 2)
        var seen: [Int] = []
        try select.forEach { seen.append($0.int(at: 0)) }
        #expect(seen == [2, 3, 4, 5])
        #expect(select.columnCount == 2)
        #expect(select.parameterCount == 1)
        #expect(select.isReadOnly)
        #expect(try select.step())
        #expect(select.int(at: 0) == 2)
        #expect(select.string(at: 1) == "n2")
        select.reset()
        #expect(try db.prepare("SELECT a FROM v WHERE a > 99").fetchOne { $0.int(at: 0) } == nil)
    }

    @Test("binding more values than parameters is a range error")
    func tooManyValues() throws {
        let db = try makeConnection()
        let error = sqliteError { try db.prepare("SELECT ?").bind(1, 2) }
        #expect(error?.primaryCode == SQLiteResultCode.range)
    }

    @Test("cached statements are reused, reset and cleared between uses")
    func statementCache() throws {
        let db = try makeConnection()
        try db.execute(sql: "INSERT INTO v (a) VALUES (1), (2), (3)")
        let sql = "SELECT a FROM v WHERE a >= ? ORDER BY a"
        let first = try db.cachedStatement(sql)
        try first.bind(2, at: 1)
        #expect(try first.step())
        #expect(first.int(at: 0) == 2)
        let second = try db.cachedStatement(sql)
        #expect(first === second)
        // Reset (no longer mid-iteration) and bindings cleared: `a >= NULL` matches nothing.
        #expect(try second.fetchAll { $0.int(at: 0) } == [])
        try second.bind(1, at: 1)
        #expect(try second.fetchAll { $0.int(at: 0) } == [1, 2, 3])
        #expect(try db.cachedStatement("SELECT 1") !== second)
    }
}
