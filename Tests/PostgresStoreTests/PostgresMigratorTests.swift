import PostgresNIO
import PostgresStore
import ShopTestSupport
import Testing

@Suite(
    "PostgreSQL migrator",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresMigratorTests {
    /// Three small migrations.
    static let three = [
        PostgresMigration(id: 1, name: "create_a", sql: "CREATE TABLE a (x integer);"),
        PostgresMigration(id: 2, name: "create_b", sql: "CREATE TABLE b (x integer);\nCREATE INDEX b_x ON b (x);"),
        PostgresMigration(id: 3, name: "create_c", sql: "CREATE TABLE c (x integer);"),
    ]

    @Test("applies every migration in order and records each with its checksum; a second run does nothing")
    func appliesAllOnce() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let migrator = PostgresMigrator(migrations: Self.three)
            #expect(try await migrator.migrate(database).map(\.id) == [1, 2, 3])
            #expect(try await migrator.migrate(database).isEmpty)
            let status = try await migrator.status(of: database)
            #expect(status.isUpToDate)
            #expect(status.applied.map(\.checksum) == Self.three.map(\.checksum))
            #expect(try await Self.tables(database) == ["a", "b", "c", "schema_migration"])
        }
    }

    @Test("two migrators starting together migrate once: one applies everything, the other finds nothing to do")
    func concurrentMigratorsMigrateOnce() async throws {
        try await PostgresTestServer.withDatabase(maximumConnections: 4) { database async throws in
            let migrator = PostgresMigrator(migrations: Self.three)
            async let first = migrator.migrate(database)
            async let second = migrator.migrate(database)
            let results = try await [first.map(\.id), second.map(\.id)].sorted { $0.count < $1.count }
            #expect(results == [[], [1, 2, 3]])
            #expect(try await Self.count(database, "SELECT count(*) FROM schema_migration") == 3)
        }
    }

    @Test("an applied migration edited afterwards is refused and nothing is touched")
    func editedMigrationRefused() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            try await PostgresMigrator(migrations: Array(Self.three.prefix(2))).migrate(database)
            var edited = Self.three
            edited[1] = PostgresMigration(id: 2, name: "create_b", sql: "CREATE TABLE b (x bigint);")
            await #expect(throws: PostgresMigrationError.checksumMismatch(id: 2, name: "create_b")) {
                try await PostgresMigrator(migrations: edited).migrate(database)
            }
            #expect(try await Self.tables(database) == ["a", "b", "schema_migration"])
            #expect(try await Self.count(database, "SELECT count(*) FROM schema_migration") == 2)
        }
    }

    @Test("a database migrated by a newer build is refused and nothing is touched")
    func newerDatabaseRefused() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            try await PostgresMigrator(migrations: [Self.three[0], Self.three[2]]).migrate(database)
            await #expect(throws: PostgresMigrationError.unknownMigrations(ids: [3])) {
                try await PostgresMigrator(migrations: Array(Self.three.prefix(2))).migrate(database)
            }
            #expect(try await Self.tables(database) == ["a", "c", "schema_migration"])
        }
    }

    @Test("a failing migration is rolled back whole; the ones before it stay applied")
    func failingMigrationRolledBack() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let broken =
                Self.three.prefix(2) + [
                    PostgresMigration(id: 3, name: "broken", sql: "CREATE TABLE c (x integer);\nSELEC 1;")
                ]
            await #expect {
                try await PostgresMigrator(migrations: Array(broken)).migrate(database)
            } throws: { error in
                guard case let .migrationFailed(id, _, underlying) = error as? PostgresMigrationError else {
                    return false
                }
                return id == 3 && underlying.sqlState == "42601"
            }
            #expect(try await Self.tables(database) == ["a", "b", "schema_migration"])
        }
    }

    @Test("a migration that commits the migrator's transaction is refused and rolled back")
    func committingMigrationRefused() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let sneaky = PostgresMigration(id: 1, name: "sneaky", sql: "COMMIT; BEGIN; CREATE TABLE z (x integer);")
            await #expect(throws: PostgresMigrationError.self) {
                try await PostgresMigrator(migrations: [sneaky]).migrate(database)
            }
            #expect(try await Self.count(database, "SELECT count(*) FROM schema_migration") == 0)
            #expect(try await Self.tables(database) == ["schema_migration"])
        }
    }

    @Test("ids that are not positive and strictly ascending are refused before connecting")
    func invalidList() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let list = [Self.three[1], Self.three[0]]
            await #expect {
                try await PostgresMigrator(migrations: list).migrate(database)
            } throws: { error in
                if case .invalidMigrationList = error as? PostgresMigrationError { return true }
                return false
            }
            #expect(try await Self.tables(database).isEmpty)
        }
    }

    /// The names of the tables in schema public, sorted.
    static func tables(_ database: PostgresStore.PostgresDatabase) async throws -> [String] {
        try await database.withConnection { connection in
            var names: [String] = []
            let rows = try await connection.query(
                "SELECT tablename::text FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
                logger: database.logger)
            for try await name in rows.decode(String.self) { names.append(name) }
            return names
        }
    }

    /// The single count a query returns.
    static func count(_ database: PostgresStore.PostgresDatabase, _ sql: String) async throws -> Int {
        try await database.withConnection { connection in
            for try await n in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: database.logger)
                .decode(Int.self)
            {
                return n
            }
            return -1
        }
    }
}
