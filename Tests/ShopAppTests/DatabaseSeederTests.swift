import Foundation
import SQLiteStore
import ShopApp
import ShopSeeding
import ShopTestSupport
import Testing

@Suite("Database seeder")
struct DatabaseSeederTests {
    /// A digest of every row of every shop table, in a fixed order.
    func contentDigest(_ pool: DatabasePool) throws -> [String] {
        try pool.read { db in
            var rows: [String] = []
            for (table, order) in [
                ("category", "id"), ("product", "id"), ("user", "id"),
                ("customerOrder", "id"), ("orderLine", "orderId, lineNumber"),
            ] {
                let statement = try db.prepare("SELECT * FROM \(table) ORDER BY \(order)")
                try statement.forEach { row in
                    rows.append(
                        table + ":"
                            + (0..<row.count).map { row.isNull(at: $0) ? "NULL" : row.string(at: $0) }
                            .joined(separator: "|"))
                }
            }
            return rows
        }
    }

    @Test("the same seed gives the same database content; another seed differs")
    func deterministic() async throws {
        let first = try TestDatabase()
        let second = try TestDatabase()
        let third = try TestDatabase()
        defer {
            first.remove()
            second.remove()
            third.remove()
        }
        let options = SeedOptions(products: 300, users: 4, seed: 7)
        try await offPool {
            try ShopApplication.makeSeeder().seed(first.pool, options: options)
            try ShopApplication.makeSeeder().seed(second.pool, options: options)
            try ShopApplication.makeSeeder().seed(third.pool, options: SeedOptions(products: 300, users: 4, seed: 8))
        }
        let digest = try contentDigest(first.pool)
        #expect(digest.count > 300)
        #expect(digest == (try contentDigest(second.pool)))
        #expect(digest != (try contentDigest(third.pool)))
    }

    @Test("seeded products are searchable, priced in cents and within the schema's rules")
    func seededContent() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let report = try await offPool {
            try ShopApplication.makeSeeder().seed(database.pool, options: SeedOptions(products: 500, users: 2, seed: 1))
        }
        #expect(report.products == 500)
        #expect(report.categories == 12)
        #expect(report.users == 2)
        #expect(try database.scalar("SELECT count(*) FROM user WHERE role = 'staff' AND username = 'staff'") == 1)
        #expect(try database.scalar("SELECT count(*) FROM product") == 500)
        #expect(try database.scalar("SELECT count(*) FROM productSearch WHERE productSearch MATCH 'laptop*'") > 0)
        #expect(try database.scalar("SELECT count(*) FROM product WHERE priceCents % 100 NOT IN (49, 99)") == 0)
        #expect(
            try database.scalar("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'product'")
                == 4)
        #expect(
            try database.scalar(
                "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'product' AND sql IS NOT NULL")
                == 5)
        // Every product went in with its search terms, and the vocabulary holds their spellable terms under their keys.
        #expect(try database.scalar("SELECT count(*) FROM product WHERE searchPrimary IS NULL") == 0)
        #expect(
            try database.scalar("SELECT count(*) FROM searchTermKey WHERE key = term AND term IN ('laptop', 'shoe')")
                == 2)
        #expect(try database.scalar("SELECT count(*) FROM searchTermKey WHERE term = 'laptop'") == 7)
        #expect(try database.scalar("SELECT count(*) FROM pragma_integrity_check WHERE integrity_check != 'ok'") == 0)
        // The search index is whole and keeps the configuration the migrations gave it (the seeder's larger
        // rebuild buffer is not left behind).
        try await database.pool.write { db in
            try db.execute(sql: "INSERT INTO productSearch (productSearch, rank) VALUES ('integrity-check', 1)")
        }
        #expect(try database.scalar("SELECT count(*) FROM productSearch_config WHERE k != 'version'") == 0)
        #expect(try database.scalar("SELECT count(*) FROM user WHERE passwordHash NOT LIKE 'scrypt$%'") == 0)
        let orphanLines = try database.scalar(
            """
            SELECT count(*) FROM customerOrder o
            WHERE totalCents != (SELECT coalesce(sum(unitPriceCents * quantity), 0) FROM orderLine WHERE orderId = o.id)
            """)
        #expect(orphanLines == 0)
        // The restored triggers keep the index in sync with later writes: a rename forgets the terms, new terms
        // are indexed.
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE product SET name = 'Zanzibar Teapot' WHERE id = 1")
        }
        #expect(try database.scalar("SELECT count(*) FROM product WHERE searchPrimary IS NULL") == 1)
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE product SET searchPrimary = 'zanzibar teapot' WHERE id = 1")
        }
        #expect(try database.scalar("SELECT count(*) FROM productSearch WHERE productSearch MATCH 'zanzibar'") == 1)
    }

    @Test("a database with data is refused unless replacing, and replacing wipes it")
    func refusesNonEmpty() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let seeder = ShopApplication.makeSeeder()
        try seeder.seed(database.pool, options: SeedOptions(products: 10, users: 1, seed: 1))
        #expect(throws: SeedError.databaseNotEmpty(products: 10, users: 2), "user0001 and the staff account") {
            try seeder.seed(database.pool, options: SeedOptions(products: 20, users: 0, seed: 1))
        }
        #expect(try database.scalar("SELECT count(*) FROM product") == 10)
        try seeder.seed(
            database.pool, options: SeedOptions(products: 20, users: 0, seed: 1, staffAccount: false), replacing: true)
        #expect(try database.scalar("SELECT count(*) FROM product") == 20)
        #expect(try database.scalar("SELECT count(*) FROM user") == 0, "no staff account either")
    }

    @Test("out-of-range counts are refused before touching the database")
    func invalidCounts() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let seeder = ShopApplication.makeSeeder()
        #expect(throws: SeedError.self) {
            try seeder.seed(database.pool, options: SeedOptions(products: -1, users: 0, seed: 1))
        }
        #expect(throws: SeedError.self) {
            try seeder.seed(
                database.pool, options: SeedOptions(products: 0, users: SeedOptions.maximumUsers + 1, seed: 1))
        }
        #expect(try database.scalar("SELECT count(*) FROM category") == 0)
    }
}
