import SQLiteStore
import Testing

@Suite("Migrator")
struct MigratorTests {
    private let first = Migration(id: 1, name: "create_a", sql: "CREATE TABLE a (x INTEGER NOT NULL);")
    private let second = Migration(
        id: 2,
        name: "create_b",
        sql: "CREATE TABLE b (y TEXT NOT NULL); INSERT INTO b VALUES ('seed');"
    )

    /// The names of the user tables, sorted.
    private func tables(_ pool: DatabasePool) throws -> [String] {
        try pool.read { db in
            try db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchAll {
                $0.string(at: 0)
            }
        }
    }

    /// The recorded migrations as (id, name, checksum).
    private func history(_ pool: DatabasePool) throws -> [String] {
        try pool.read { db in
            try db.prepare("SELECT id, name, checksum FROM schemaMigration ORDER BY id").fetchAll {
                "\($0.int(at: 0)) \($0.string(at: 1)) \($0.string(at: 2))"
            }
        }
    }

    @Test("a fresh database gets every migration, recorded with checksum and timestamp")
    func freshApply() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            let migrator = Migrator(migrations: [first, second])
            #expect(try migrator.status(of: pool).pending.map(\.id) == [1, 2])
            let applied = try migrator.migrate(pool)
            #expect(applied.map(\.id) == [1, 2])
            #expect(try tables(pool) == ["a", "b", "schemaMigration"])
            let status = try migrator.status(of: pool)
            #expect(status.isUpToDate)
            #expect(status.applied.map(\.checksum) == [first.checksum, second.checksum])
            let appliedAt = try #require(status.applied.first?.appliedAt)
            #expect(appliedAt.count == 24 && appliedAt.hasSuffix("Z") && appliedAt.dropFirst(10).first == "T")
            #expect(first.checksum.count == 64)
            #expect(Migration.checksum(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        }
    }

    @Test("running again is a no-op; a later build applies only the new migration")
    func rerunIsNoOp() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try Migrator(migrations: [first]).migrate(pool)
            let before = try history(pool)
            #expect(try Migrator(migrations: [first]).migrate(pool).isEmpty)
            #expect(try history(pool) == before)
            #expect(try Migrator(migrations: [first, second]).migrate(pool).map(\.id) == [2])
            #expect(try Migrator(migrations: [first, second]).migrate(pool).isEmpty)
            #expect(try pool.read { try $0.scalarInt("SELECT count(*) FROM b") } == 1)
        }
    }

    @Test("an applied migration whose SQL changed is refused without touching anything")
    func tamperedChecksum() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try Migrator(migrations: [first]).migrate(pool)
            try pool.write { try $0.execute(sql: "INSERT INTO a VALUES (7)") }
            let before = try history(pool)
            let tampered = Migration(id: 1, name: "create_a", sql: "CREATE TABLE a (x INTEGER);")
            let migrator = Migrator(migrations: [tampered, second])
            #expect(throws: MigrationError.checksumMismatch(id: 1, name: "create_a")) {
                try migrator.migrate(pool)
            }
            #expect(try history(pool) == before)
            #expect(try tables(pool) == ["a", "schemaMigration"])
            #expect(try pool.read { try $0.scalarInt("SELECT x FROM a") } == 7)
            #expect(try migrator.status(of: pool).mismatched.map(\.id) == [1])
            #expect("\(MigrationError.checksumMismatch(id: 1, name: "create_a"))".contains("modified"))
        }
    }

    @Test("a database migrated by a newer build is refused")
    func newerDatabase() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try Migrator(migrations: [first, second]).migrate(pool)
            let older = Migrator(migrations: [first])
            #expect(throws: MigrationError.unknownMigrations(ids: [2])) { try older.migrate(pool) }
            #expect(try older.status(of: pool).unknownIDs == [2])
            #expect(throws: MigrationError.unknownMigrations(ids: [2])) { try older.status(of: pool).validate() }
            #expect("\(MigrationError.unknownMigrations(ids: [2]))".contains("newer build"))
        }
    }

    @Test("a failing migration is rolled back entirely; earlier ones stay applied")
    func atomicMigration() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            let broken = Migration(
                id: 2,
                name: "half_done",
                sql: "CREATE TABLE b (y TEXT NOT NULL); INSERT INTO b VALUES ('x'); INSERT INTO missing VALUES (1);"
            )
            let thrown = #expect(throws: MigrationError.self) {
                try Migrator(migrations: [first, broken]).migrate(pool)
            }
            guard case .migrationFailed(let id, let name, let underlying) = thrown else {
                Issue.record("unexpected error \(String(describing: thrown))")
                return
            }
            #expect(id == 2 && name == "half_done")
            #expect(underlying.message.contains("missing"))
            #expect(try tables(pool) == ["a", "schemaMigration"])
            #expect(try history(pool).count == 1)
            #expect(try Migrator(migrations: [first, second]).migrate(pool).map(\.id) == [2])
        }
    }

    @Test("ids must be positive and strictly ascending")
    func invalidList() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            let thrown = #expect(throws: MigrationError.self) {
                try Migrator(migrations: [second, first]).migrate(pool)
            }
            if case .invalidMigrationList = thrown {
            } else {
                Issue.record("unexpected error \(String(describing: thrown))")
            }
            #expect(try tables(pool).isEmpty)
        }
    }
}
