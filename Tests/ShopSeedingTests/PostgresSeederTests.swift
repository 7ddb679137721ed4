import PostgresNIO
import PostgresStore
import SQLiteStore
import ShopSeeding
import ShopTestSupport
import Synchronization
import Testing

@Suite(
    "Seeding PostgreSQL: the same deterministic shop as on SQLite, with COPY",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresSeederTests {
    static let options = SeedOptions(products: 300, users: 12, seed: 7)
    static let hash: DatabaseSeeder.PasswordHashing = { password, index in "test-hash-\(index)-\(password)" }

    @Test("the same options give the same products, ids, users, orders and order lines as the SQLite seeder")
    func sameContentAsSQLite() async throws {
        let sqlite = try await withContractDatabase(.sqlite) { database in
            let pool = try database.sqlitePool
            _ = try await offPool { try DatabaseSeeder(hashPassword: Self.hash).seed(pool, options: Self.options) }
            return try await SeededContent.read(database)
        }
        let postgres = try await withContractDatabase(.postgres) { database in
            let report = try await PostgresSeeder(hashPassword: Self.hash).seed(
                database.postgres, options: Self.options)
            #expect(report.products == 300 && report.users == 12 && report.categories == 12)
            return (try await SeededContent.read(database), report)
        }
        #expect(postgres.0.products.count == 300)
        #expect(postgres.0.users.count == 13, "the demo users, then the staff account")
        #expect(postgres.0.users.last == "13 staff")
        #expect(postgres.0.orders.count == postgres.1.orders)
        #expect(!postgres.0.lines.isEmpty)
        #expect(postgres.0.products == sqlite.products)
        #expect(postgres.0.users == sqlite.users)
        #expect(postgres.0.orders == sqlite.orders)
        #expect(postgres.0.lines == sqlite.lines)
        #expect(postgres.0.ledger == sqlite.ledger)
        #expect(postgres.0.ledger.count == postgres.0.products.filter { !$0.hasSuffix(" 0") }.count)
        #expect(postgres.0.ledger.allSatisfy { $0.hasSuffix(" seed") })
    }

    @Test("a database with a catalog is refused untouched; replacing empties it first and ids start at 1 again")
    func notEmpty() async throws {
        try await withContractDatabase(.postgres) { database in
            let seeder = PostgresSeeder(hashPassword: Self.hash)
            try await seeder.seed(database.postgres, options: SeedOptions(products: 20, users: 2, seed: 1))
            let before = try await SeededContent.read(database)
            await #expect(throws: SeedError.databaseNotEmpty(products: 20, users: 3), "2 users and the staff account") {
                try await seeder.seed(database.postgres, options: Self.options)
            }
            #expect(try await SeededContent.read(database) == before)
            try await seeder.seed(database.postgres, options: Self.options, replacing: true)
            let replaced = try await SeededContent.read(database)
            #expect(replaced.products.count == 300)
            #expect(replaced.products.first?.hasPrefix("1 ") == true)
            #expect(replaced.users.first?.hasPrefix("1 user0001") == true)
        }
    }

    @Test("after the load the search index is back, and search finds seeded products by a prefix of their name")
    func searchIndexRebuilt() async throws {
        try await withContractDatabase(.postgres) { database in
            try await PostgresSeeder(hashPassword: Self.hash).seed(database.postgres, options: Self.options)
            try await database.postgres.withConnection { connection in
                let logger = PostgresStore.PostgresDatabase.silentLogger
                var indexes: [String] = []
                for try await name in try await connection.query(
                    "SELECT indexname FROM pg_indexes WHERE tablename = 'product' ORDER BY indexname", logger: logger
                ).decode(String.self) {
                    indexes.append(name)
                }
                #expect(indexes.contains("product_search_terms"))
                #expect(indexes.contains("product_by_name"))
                var (firstName, firstTerm) = ("", "")
                for try await (name, terms) in try await connection.query(
                    "SELECT name, search_primary FROM product WHERE id = 1", logger: logger
                ).decode((String, String).self) {
                    (firstName, firstTerm) = (name, String(terms.split(separator: " ")[0]))
                }
                // The first term is the first word of the name, folded and stemmed.
                #expect(firstName.lowercased().hasPrefix(firstTerm.prefix(3)))
                let prefix = String(firstTerm.prefix(4))
                var found = 0
                for try await count in try await connection.query(
                    "SELECT count(*) FROM product WHERE search_terms @@ (quote_literal(\(prefix)) || ':*')::tsquery AND id = 1",
                    logger: logger
                ).decode(Int.self) {
                    found = count
                }
                #expect(found == 1, "product 1 ('\(firstName)') is found by '\(prefix)'")
            }
        }
    }

    @Test("progress runs through every phase from its start to its end; counts out of range are refused")
    func progressAndBadCounts() async throws {
        try await withContractDatabase(.postgres) { database in
            let seen = Mutex<[SeedProgress]>([])
            try await PostgresSeeder(hashPassword: Self.hash).seed(database.postgres, options: Self.options) { step in
                seen.withLock { $0.append(step) }
            }
            let steps = seen.withLock { $0 }
            for phase in [SeedProgress.Phase.products, .searchIndex, .users, .orders, .checkpoint] {
                #expect(steps.contains { $0.phase == phase && $0.isStart }, "\(phase) starts")
                #expect(steps.contains { $0.phase == phase && $0.isEnd }, "\(phase) ends")
            }
            #expect(steps.filter { $0.phase == .products }.count > 2, "products report as they go")
            let seeder = PostgresSeeder(hashPassword: Self.hash)
            await #expect(throws: SeedError.self) {
                try await seeder.seed(database.postgres, options: SeedOptions(products: -1, users: 0, seed: 1))
            }
            await #expect(throws: SeedError.self) {
                try await seeder.seed(
                    database.postgres, options: SeedOptions(products: 0, users: SeedOptions.maximumUsers + 1, seed: 1))
            }
        }
    }
}
