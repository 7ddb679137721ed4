import Foundation
import SQLiteStore
import Testing

@Suite("DatabasePool")
struct DatabasePoolTests {
    /// A pool with table `t(x)` holding the single row 1.
    private func makeSeededPool(in directory: TemporaryDirectory) throws -> DatabasePool {
        let pool = try makePool(in: directory)
        try pool.write { try $0.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (1)") }
        return pool
    }

    @Test("readers see the last committed state while a write transaction is open, without SQLITE_BUSY")
    func readsDuringOpenWrite() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            let proceed = DispatchSemaphore(value: 0)
            let (inserted, insertedContinuation) = AsyncStream.makeStream(of: Void.self)
            // The writer blocks inside its transaction: on the writer thread, not on a cooperative one.
            let writer = Task(executorPreference: pool.writeExecutor) {
                try await pool.write { db in
                    try db.execute(sql: "INSERT INTO t VALUES (2)")
                    insertedContinuation.finish()
                    proceed.wait()
                }
            }
            for await _ in inserted {}
            do {
                defer { proceed.signal() }
                let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<16 {
                        group.addTask { try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } }
                    }
                    return try await group.reduce(into: [Int]()) { $0.append($1) }
                }
                #expect(counts == Array(repeating: 1, count: 16))
                #expect(try await pool.read { try $0.scalarInt("SELECT max(x) FROM t") } == 1)
            }
            try await writer.value
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 2)
        }
    }

    @Test("many concurrent async writes all commit, one at a time")
    func concurrentWritesSerialise() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try await pool.write { db in
                try db.execute(sql: "CREATE TABLE counter (value INTEGER NOT NULL); INSERT INTO counter VALUES (0)")
            }
            let writes = 200
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<writes {
                    group.addTask {
                        try await pool.write { db in
                            // Read-modify-write: only correct if writes never interleave.
                            let value = try db.scalarInt("SELECT value FROM counter")
                            try db.cachedStatement("UPDATE counter SET value = ?").bind(value + 1).execute()
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await pool.read { try $0.scalarInt("SELECT value FROM counter") } == writes)
        }
    }

    @Test("a throwing write is rolled back and the error is rethrown")
    func writeRollback() async throws {
        struct Boom: Error {}
        try await withTemporaryDirectory { directory in
            let pool = try makeSeededPool(in: directory)
            await #expect(throws: Boom.self) {
                try await pool.write { db in
                    try db.execute(sql: "INSERT INTO t VALUES (2)")
                    throw Boom()
                }
            }
            #expect(throws: Boom.self) {
                try pool.write { db in
                    try db.execute(sql: "INSERT INTO t VALUES (3)")
                    throw Boom()
                }
            }
            #expect(try await pool.read { try $0.scalarInt("SELECT count(*) FROM t") } == 1)
            let inTransaction = try await pool.write { $0.isInTransaction }
            #expect(inTransaction)
        }
    }

    @Test("reads cannot write and a read-only pool refuses writes")
    func readOnlyAccess() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let pool = try makeSeededPool(in: directory)
                let error = await #expect(throws: SQLiteError.self) {
                    try await pool.read { try $0.execute(sql: "INSERT INTO t VALUES (9)") }
                }
                #expect(error?.isReadOnly == true)
            }
            let readOnly = try DatabasePool.open(
                path: directory.file("test.sqlite"),
                configuration: .init(readerCount: 2, readOnly: true)
            )
            #expect(try await readOnly.read { try $0.scalarInt("SELECT x FROM t") } == 1)
            let error = await #expect(throws: SQLiteError.self) {
                try await readOnly.write { try $0.execute(sql: "INSERT INTO t VALUES (9)") }
            }
            #expect(error?.isReadOnly == true)
            #expect(sqliteError { try readOnly.write { _ in } }?.isReadOnly == true)
        }
    }

    @Test("every reader works in parallel and the pool closes its files when released")
    func parallelReadersAndClose() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.file("test.sqlite")
            do {
                let pool = try makeSeededPool(in: directory)
                let total = try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<100 {
                        group.addTask { try await pool.read { try $0.scalarInt("SELECT x FROM t") } }
                    }
                    return try await group.reduce(0, +)
                }
                #expect(total == 100)
                #expect(pool.path == path)
                #expect(pool.configuration.readerCount == 4)
            }
            // The last connection to close checkpoints and removes the WAL files.
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }
}
