import DataFailure
import Foundation
import SQLiteStore
import Testing

@Suite("SQLite errors as database failures")
struct DatabaseFailureMappingTests {
    @Test("a constraint violation is a constraint failure whose message is the error's description")
    func constraint() throws {
        let db = try Connection(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (code TEXT NOT NULL UNIQUE); INSERT INTO t VALUES ('a')")
        let error = try #require(sqliteError { try db.execute(sql: "INSERT INTO t VALUES ('a')") })
        #expect(error.failureKind == .constraint)
        #expect(error.databaseFailure == DatabaseFailure(.constraint, error.description))
        #expect(sqliteError { try db.execute(sql: "INSERT INTO t VALUES (NULL)") }?.failureKind == .constraint)
    }

    @Test("a lock held by another connection is a busy failure")
    func busy() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("busy.sqlite")
            let holder = try Connection(path: path)
            try holder.execute(sql: "CREATE TABLE t (x INTEGER)")
            let waiter = try Connection(path: path, busyTimeoutMilliseconds: 0)
            try holder.execute(sql: "BEGIN IMMEDIATE")
            let error = sqliteError { try waiter.execute(sql: "BEGIN IMMEDIATE") }
            try holder.execute(sql: "ROLLBACK")
            #expect(error?.isBusy == true)
            #expect(error?.failureKind == .busy)
        }
    }

    @Test("a write through a read-only connection is a read-only failure")
    func readOnly() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("ro.sqlite")
            try Connection(path: path).execute(sql: "CREATE TABLE t (x INTEGER)")
            let reader = try Connection(path: path, mode: .readOnly)
            let error = sqliteError { try reader.execute(sql: "INSERT INTO t VALUES (1)") }
            #expect(error?.failureKind == .readOnly)
        }
    }

    @Test("a file that is not a database is a corrupt failure")
    func notADatabase() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("junk.sqlite")
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
            let error = sqliteError { _ = try Connection(path: path) }
            #expect(error?.primaryCode == 26)
            #expect(error?.failureKind == .corrupt)
        }
    }

    @Test("a file that cannot be created is a cannot-open failure")
    func cannotOpen() throws {
        try withTemporaryDirectory { directory in
            let error = sqliteError { _ = try Connection(path: directory.file("missing/shop.sqlite")) }
            #expect(error?.failureKind == .cannotOpen)
        }
    }

    @Test("a database at its page limit is a full failure with the disk-full message")
    func full() throws {
        let db = try Connection(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (x BLOB)")
        let pages = try db.scalarInt("PRAGMA page_count")
        try db.execute(sql: "PRAGMA max_page_count = \(pages + 2)")
        let error = sqliteError { try db.execute(sql: "INSERT INTO t VALUES (zeroblob(1000000))") }
        #expect(error?.failureKind == .full)
        #expect(error?.databaseFailure.message.contains(SQLiteError.diskFullMessage) == true)
    }

    @Test("every primary code maps to its kind; an I/O error is full only for ENOSPC or EFBIG")
    func primaryCodes() {
        let expected: [(code: Int32, errno: Int32?, kind: DatabaseFailure.Kind)] = [
            (5, nil, .busy), (5 | (2 << 8), nil, .busy), (6, nil, .busy), (13, nil, .full),
            (11, nil, .corrupt), (26, nil, .corrupt), (19, nil, .constraint), (19 | (8 << 8), nil, .constraint),
            (10, nil, .ioError), (10 | (3 << 8), 5, .ioError), (10 | (3 << 8), 28, .full), (10 | (3 << 8), 27, .full),
            (10 | (4 << 8), nil, .ioError), (8, nil, .readOnly), (14, nil, .cannotOpen), (1, nil, .other),
            (7, nil, .other), (9, nil, .other), (21, nil, .other), (19, 28, .constraint),
        ]
        for (code, errno, kind) in expected {
            let error = SQLiteError(extendedCode: code, message: "m", systemErrorNumber: errno)
            #expect(error.failureKind == kind, "code \(code), errno \(String(describing: errno))")
        }
    }

    @Test("a failure from any error keeps a DatabaseFailure, maps a SQLiteError and calls the rest other")
    func fromAnyError() {
        struct Odd: Error {}
        let kept = DatabaseFailure(.busy, "kept")
        #expect(DatabaseFailure(describing: kept) == kept)
        let sqlite = SQLiteError(extendedCode: 13, message: "full")
        #expect(DatabaseFailure(describing: sqlite) == DatabaseFailure(.full, sqlite.description))
        #expect(DatabaseFailure(describing: Odd()).kind == .other)
    }

    @Test("a database outcome carries the kind of the failure into the module's error")
    func outcome() async throws {
        enum ModuleError: Error, Equatable { case database(DatabaseFailure) }
        let db = try Connection(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (x INTEGER PRIMARY KEY); INSERT INTO t VALUES (1)")
        let result: Result<Void, ModuleError> = try await DatabaseOutcome.capture(ModuleError.database) {
            try db.execute(sql: "INSERT INTO t VALUES (1)")
        }
        guard case let .failure(.database(failure)) = result else {
            Issue.record("expected a database failure, got \(result)")
            return
        }
        #expect(failure.kind == .constraint)
        #expect(failure.message.contains("SQLITE_CONSTRAINT"))
    }
}
