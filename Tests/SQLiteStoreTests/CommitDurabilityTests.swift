import SQLiteStore
import Testing

@Suite("Commit durability")
struct CommitDurabilityTests {
    @Test("a durable write runs at synchronous=FULL and the connection returns to NORMAL afterwards, even on error")
    func durableWriteLevel() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try makePool(in: directory, readers: 1)
            try await pool.write { try $0.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL)") }
            #expect(try await pool.write { try $0.scalarInt("PRAGMA synchronous") } == 1)
            #expect(try await pool.write(durability: .durable) { try $0.scalarInt("PRAGMA synchronous") } == 2)
            // A synchronous closure picks the synchronous overload.
            let synchronousLevel = { (durability: CommitDurability) throws -> Int in
                try pool.write(durability: durability) { try $0.scalarInt("PRAGMA synchronous") }
            }
            #expect(try synchronousLevel(.durable) == 2)
            await #expect(throws: SQLiteError.self) {
                try await pool.write(durability: .durable) { db in try db.execute(sql: "INSERT INTO t VALUES (NULL)") }
            }
            #expect(try await pool.write { try $0.scalarInt("PRAGMA synchronous") } == 1)
            #expect(try synchronousLevel(.standard) == 1)
        }
    }

    @Test("a pool that does not honour durable commits keeps synchronous=NORMAL")
    func notHonoured() async throws {
        try await withTemporaryDirectory { directory in
            let pool = try DatabasePool.open(
                path: directory.file("n.sqlite"), configuration: .init(readerCount: 1, honorsDurableCommits: false)
            )
            #expect(try await pool.write(durability: .durable) { try $0.scalarInt("PRAGMA synchronous") } == 1)
        }
    }
}
