import CSQLite
import Foundation
import SQLiteStore
import Testing

@Suite("Connection")
struct ConnectionTests {
    @Test("a new database file and its WAL companions are created with mode 0600")
    func createsPrivateFiles() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("private.sqlite")
            let connection = try Connection(path: path)
            try connection.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (1)")
            #expect(permissions(of: path) == 0o600)
            #expect(permissions(of: path + "-wal") == 0o600)
            #expect(permissions(of: path + "-shm") == 0o600)
        }
    }

    @Test("SQLite memory statistics are disabled before the first open")
    func memoryStatisticsDisabled() throws {
        let connection = try Connection.open(path: ":memory:")
        try connection.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (randomblob(100000))")
        // With SQLITE_CONFIG_MEMSTATUS off SQLite keeps no allocation statistics at all.
        #expect(sqlite3_memory_used() == 0)
        #expect(SQLiteLibrary.versionNumber >= 3_037_000)
    }

    @Test("standard pragmas are applied on open")
    func appliesPragmas() throws {
        try withTemporaryDirectory { directory in
            let connection = try Connection(path: directory.file("p.sqlite"), busyTimeoutMilliseconds: 1234)
            #expect(try connection.scalarString("PRAGMA journal_mode") == "wal")
            #expect(try connection.scalarInt("PRAGMA foreign_keys") == 1)
            #expect(try connection.scalarInt("PRAGMA synchronous") == 1)
            #expect(try connection.scalarInt("PRAGMA busy_timeout") == 1234)
            let defaults = try Connection(path: directory.file("p.sqlite"), mode: .readOnly)
            #expect(try defaults.scalarInt("PRAGMA busy_timeout") == 5000)
            #expect(try defaults.scalarInt("PRAGMA foreign_keys") == 1)
        }
    }

    @Test("a new database gets 16 KiB pages; an existing 4 KiB database keeps its pages and stays usable")
    func pageSize() throws {
        try withTemporaryDirectory { directory in
            let fresh = try Connection(path: directory.file("new.sqlite"))
            try fresh.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL)")
            #expect(try fresh.scalarInt("PRAGMA page_size") == Connection.newDatabasePageSize)
            #expect(Connection.newDatabasePageSize == 16_384)

            // A database made elsewhere with SQLite's default page size, holding data.
            let oldPath = directory.file("old.sqlite")
            var handle: OpaquePointer?
            #expect(sqlite3_open(oldPath, &handle) == SQLITE_OK)
            #expect(
                sqlite3_exec(
                    handle,
                    """
                    PRAGMA page_size = 4096; CREATE TABLE t (x INTEGER NOT NULL);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) INSERT INTO t SELECT i FROM n
                    """, nil, nil, nil) == SQLITE_OK)
            sqlite3_close(handle)
            let reopened = try Connection(path: oldPath)
            #expect(try reopened.scalarInt("PRAGMA page_size") == 4_096)
            try reopened.execute(sql: "INSERT INTO t VALUES (5001)")
            #expect(try reopened.scalarInt("SELECT count(*) FROM t") == 5_001)
            #expect(try reopened.scalarString("PRAGMA integrity_check") == "ok")
        }
    }

    @Test("a missing directory is a cantopen error naming the path, and is not created")
    func missingDirectory() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("missing/dir/shop.sqlite")
            for mode in [Connection.OpenMode.create, .readWrite, .readOnly] {
                let error = sqliteError { _ = try Connection(path: path, mode: mode) }
                #expect(error?.isCannotOpen == true)
                #expect(error?.message.contains(path) == true)
                #expect(error?.message.contains("does not exist") == true)
            }
            let poolError = sqliteError { _ = try DatabasePool.open(path: path) }
            #expect(poolError?.isCannotOpen == true)
            #expect(!FileManager.default.fileExists(atPath: directory.file("missing")))
        }
    }

    @Test("readWrite and readOnly modes do not create a missing file")
    func noImplicitCreation() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("absent.sqlite")
            let error = sqliteError { _ = try Connection(path: path, mode: .readWrite) }
            #expect(error?.isCannotOpen == true)
            #expect(error?.message.contains(path) == true)
            let poolError = sqliteError {
                _ = try DatabasePool.open(path: path, configuration: .init(createIfMissing: false))
            }
            #expect(poolError?.isCannotOpen == true)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("a read-only connection reads but refuses writes")
    func readOnlyConnection() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("ro.sqlite")
            do {
                let writer = try Connection(path: path)
                try writer.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (42)")
            }
            let reader = try Connection(path: path, mode: .readOnly)
            #expect(reader.isReadOnly)
            #expect(try reader.scalarInt("SELECT x FROM t") == 42)
            let error = sqliteError { try reader.execute(sql: "INSERT INTO t VALUES (1)") }
            #expect(error?.isReadOnly == true)
        }
    }

    @Test("a file that is not a database is reported as corrupt")
    func notADatabase() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("junk.sqlite")
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
            let error = sqliteError { _ = try Connection(path: path) }
            #expect(error?.isCorrupt == true)
        }
    }

    @Test("syntax errors carry the failing SQL and a readable description")
    func syntaxErrorCarriesSQL() throws {
        let connection = try Connection(path: ":memory:")
        let sql = "SELEC 1"
        let prepareError = sqliteError { _ = try connection.prepare(sql) }
        #expect(prepareError?.sql == sql)
        #expect(prepareError?.primaryCode == SQLiteResultCode.error)
        #expect(prepareError?.description.contains("SQLITE_ERROR") == true)
        #expect(prepareError?.description.contains(sql) == true)
        let scriptError = sqliteError { try connection.execute(sql: "CREATE TABLE a (x); BOGUS") }
        #expect(scriptError?.sql == "CREATE TABLE a (x); BOGUS")
        #expect(scriptError?.message.contains("BOGUS") == true)
    }

    @Test("prepare accepts exactly one statement")
    func prepareSingleStatement() throws {
        let connection = try Connection(path: ":memory:")
        #expect(sqliteError { _ = try connection.prepare("SELECT 1; SELECT 2") }?.isMisuse == true)
        #expect(sqliteError { _ = try connection.prepare("  -- nothing") }?.isMisuse == true)
        _ = try connection.prepare("SELECT 1;  -- trailing comment\n")
    }

    @Test("lastInsertRowID and changes report the latest statement")
    func rowidAndChanges() throws {
        let connection = try Connection(path: ":memory:")
        try connection.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, x INTEGER NOT NULL)")
        try connection.prepare("INSERT INTO t (id, x) VALUES (41, 1)").execute()
        #expect(connection.lastInsertRowID == 41)
        try connection.execute(sql: "INSERT INTO t (x) VALUES (1), (2)")
        try connection.prepare("UPDATE t SET x = x + 1").execute()
        #expect(connection.changes == 3)
    }

    @Test("transaction commits on success and rolls back when the body throws")
    func transactionRollback() throws {
        struct Boom: Error {}
        let connection = try Connection(path: ":memory:")
        try connection.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL)")
        try connection.transaction { db in try db.execute(sql: "INSERT INTO t VALUES (1)") }
        #expect(throws: Boom.self) {
            try connection.transaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO t VALUES (2)")
                throw Boom()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.scalarInt("SELECT group_concat(x) FROM t") == 1)
    }

    @Test("nested transactions are savepoints: an inner failure undoes only the inner work")
    func nestedSavepoint() throws {
        struct Boom: Error {}
        let connection = try Connection(path: ":memory:")
        try connection.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL)")
        try connection.transaction { db in
            try db.execute(sql: "INSERT INTO t VALUES (1)")
            #expect(throws: Boom.self) {
                try db.transaction { inner in
                    try inner.execute(sql: "INSERT INTO t VALUES (2)")
                    throw Boom()
                }
            }
            try db.transaction { inner in try inner.execute(sql: "INSERT INTO t VALUES (3)") }
        }
        #expect(try connection.scalarString("SELECT group_concat(x) FROM t") == "1,3")
    }

    @Test("interrupt makes a running statement fail with SQLITE_INTERRUPT")
    func interrupt() throws {
        let connection = try Connection(path: ":memory:")
        let statement = try connection.prepare(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n"
        )
        #expect(try statement.step())
        connection.interrupt()
        let error = sqliteError { while try statement.step() {} }
        #expect(error?.isInterrupted == true)
    }
}
