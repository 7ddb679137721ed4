import Foundation
import SQLiteStore
import ShopMigrations
import Testing

@Suite("Shop migrations")
struct ShopMigrationsTests {
    /// The package's Migrations/SQLite directory, found from this source file's location.
    private static let migrationsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Migrations/SQLite")

    /// A pool on a new file with the whole shop schema applied.
    private func makeShopPool(in directory: TemporaryDirectory) throws -> DatabasePool {
        let pool = try makePool(in: directory)
        try ShopMigrations.migrator.migrate(pool)
        return pool
    }

    /// Inserts category 1 and returns nothing; products then reference it.
    private func insertCategory(_ db: Connection) throws {
        try db.execute(sql: "INSERT INTO category (id, slug, name) VALUES (1, 'computers', 'Computers')")
    }

    /// Inserts a product and returns its id.
    @discardableResult
    private func insertProduct(
        _ db: Connection,
        sku: String,
        name: String,
        description: String = "A thing",
        priceCents: Int = 100,
        stock: Int = 1
    ) throws -> Int64 {
        try db.cachedStatement(
            """
            INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
            VALUES (?, ?, ?, 1, ?, ?, '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z')
            """
        ).bind(sku, name, description, priceCents, stock).execute()
        return db.lastInsertRowID
    }

    /// The ids of products matching an FTS query, ascending.
    private func search(_ db: Connection, _ query: String) throws -> [Int] {
        try db.cachedStatement("SELECT rowid FROM productSearch WHERE productSearch MATCH ? ORDER BY rowid")
            .bind(query)
            .fetchAll { $0.int(at: 0) }
    }

    @Test("every Migrations/SQLite/*.sql file is embedded, with contiguous ids matching the file names")
    func embeddedFilesMatchFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.migrationsDirectory.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        let all = ShopMigrations.all
        #expect(!files.isEmpty)
        #expect(files.count == all.count)
        #expect(all.map(\.id) == Array(1...all.count))
        for (file, migration) in zip(files, all) {
            let stem = String(file.dropLast(4))
            let prefix = try #require(stem.split(separator: "_", maxSplits: 1).first)
            #expect(prefix.count == 4)
            #expect(Int(prefix) == migration.id, "\(file) has the wrong id")
            #expect(stem == String(format: "%04d_%@", migration.id, migration.name), "\(file) has the wrong name")
            let url = Self.migrationsDirectory.appendingPathComponent(file)
            let contents = try String(contentsOf: url, encoding: .utf8)
            #expect(contents == migration.sql, "\(file) differs from the embedded copy")
        }
    }

    @Test("the shop schema applies to a fresh database and re-running changes nothing")
    func appliesCleanly() throws {
        try withTemporaryDirectory { directory in
            let pool = try makeShopPool(in: directory)
            let tables = try pool.read { db in
                try db.prepare(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'productSearch_%' ORDER BY name"
                ).fetchAll { $0.string(at: 0) }
            }
            #expect(
                tables == [
                    "cartItem", "category", "customerOrder", "loginFailure", "orderLine", "product", "productSearch",
                    "schemaMigration", "session", "stockLedger", "user",
                ])
            #expect(try ShopMigrations.migrator.migrate(pool).isEmpty)
            #expect(try ShopMigrations.migrator.status(of: pool).isUpToDate)
            let violations = try pool.read { try $0.prepare("PRAGMA foreign_key_check").fetchAll { _ in 1 } }
            #expect(violations.isEmpty)
        }
    }

    @Test("FTS triggers keep productSearch in sync on insert, update and delete")
    func searchStaysInSync() throws {
        try withTemporaryDirectory { directory in
            let pool = try makeShopPool(in: directory)
            try pool.write { db in
                try insertCategory(db)
                let laptop = try insertProduct(db, sku: "LT-1", name: "Laptop Pro", description: "A fast laptop")
                let mouse = try insertProduct(
                    db, sku: "MS-1", name: "Mouse", description: "Wireless, pairs with any laptop"
                )
                let desk = try insertProduct(db, sku: "DK-1", name: "Desk", description: "Oak wood")
                #expect(try search(db, "lapt*") == [Int(laptop), Int(mouse)])
                #expect(try search(db, "name:lapt*") == [Int(laptop)])
                #expect(try search(db, "cafe") == [])

                try db.cachedStatement("UPDATE product SET name = ?, description = ? WHERE id = ?")
                    .bind("Standing desk", "Café-style, adjustable", desk).execute()
                #expect(try search(db, "standing") == [Int(desk)])
                #expect(try search(db, "cafe") == [Int(desk)], "diacritics are removed")
                #expect(try search(db, "oak") == [])

                try db.cachedStatement("UPDATE product SET stock = 5 WHERE id = ?").bind(laptop).execute()
                try db.cachedStatement("DELETE FROM product WHERE id = ?").bind(mouse).execute()
                #expect(try search(db, "lapt*") == [Int(laptop)])
                #expect(try search(db, "wireless") == [])
                try db.execute(sql: "INSERT INTO productSearch (productSearch, rank) VALUES ('integrity-check', 1)")
            }
        }
    }

    @Test("migration 9 rebuilds an existing search index with prefix indexes of 2 to 8 characters, triggers intact")
    func widenedPrefixesOnPopulatedDatabase() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try Migrator(migrations: Array(ShopMigrations.all.prefix(8))).migrate(pool)
            let (laptop, mouse) = try pool.write { db in
                try insertCategory(db)
                let laptop = try insertProduct(db, sku: "LT-1", name: "Laptop Pro", description: "A fast laptop")
                let mouse = try insertProduct(db, sku: "MS-1", name: "Mouse", description: "Pairs with any laptop")
                return (laptop, mouse)
            }
            #expect(try Migrator(migrations: Array(ShopMigrations.all.prefix(9))).migrate(pool).map(\.id) == [9])
            try pool.write { db in
                let definition =
                    try db.prepare("SELECT sql FROM sqlite_master WHERE name = 'productSearch'")
                    .fetchOne { $0.string(at: 0) } ?? ""
                #expect(definition.contains("prefix = '2 3 4 5 6 7 8'"))
                #expect(try search(db, "lapto*") == [Int(laptop), Int(mouse)], "rows from before are indexed")
                #expect(try search(db, "name:lapto*") == [Int(laptop)])
                let desk = try insertProduct(db, sku: "DK-1", name: "Desk", description: "Oak wood")
                try db.cachedStatement("DELETE FROM product WHERE id = ?").bind(mouse).execute()
                #expect(try search(db, "oak*") == [Int(desk)], "the insert trigger feeds the new index")
                #expect(try search(db, "laptop") == [Int(laptop)], "the delete trigger feeds the new index")
                try db.execute(sql: "INSERT INTO productSearch (productSearch, rank) VALUES ('integrity-check', 1)")
            }
        }
    }

    @Test("CHECK constraints reject negative prices and stock, zero quantities and unknown statuses")
    func checkConstraints() throws {
        try withTemporaryDirectory { directory in
            let pool = try makeShopPool(in: directory)
            try pool.write { db in
                try insertCategory(db)
                let product = try insertProduct(db, sku: "OK", name: "Fine")
                let negativePrice = sqliteError { try insertProduct(db, sku: "P", name: "x", priceCents: -1) }
                #expect(negativePrice?.isCheckViolation == true)
                let negativeStock = sqliteError { try insertProduct(db, sku: "S", name: "x", stock: -1) }
                #expect(negativeStock?.isCheckViolation == true)
                try db.execute(
                    sql: "INSERT INTO user (id, username, passwordHash, createdAt) VALUES (1, 'Ann', 'h', 't')")
                let cart = "INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (1, ?, ?, 't')"
                #expect(sqliteError { try db.prepare(cart).bind(product, 0).execute() }?.isCheckViolation == true)
                try db.prepare(cart).bind(product, 2).execute()
                let order = "INSERT INTO customerOrder (userId, status, totalCents, createdAt) VALUES (1, ?, ?, 't')"
                #expect(sqliteError { try db.prepare(order).bind("lost", 10).execute() }?.isCheckViolation == true)
                #expect(sqliteError { try db.prepare(order).bind("placed", -1).execute() }?.isCheckViolation == true)
                try db.prepare(order).bind("placed", 200).execute()
                let orderID = db.lastInsertRowID
                let line = """
                    INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
                    VALUES (?, 1, ?, 'Fine', ?, ?)
                    """
                let zeroQuantity = sqliteError { try db.prepare(line).bind(orderID, product, 100, 0).execute() }
                #expect(zeroQuantity?.isCheckViolation == true)
                let negativeUnitPrice = sqliteError { try db.prepare(line).bind(orderID, product, -5, 1).execute() }
                #expect(negativeUnitPrice?.isCheckViolation == true)
                try db.prepare(line).bind(orderID, product, 100, 2).execute()
            }
        }
    }

    @Test("keys: unique case-insensitive usernames, foreign keys enforced, user deletion cascades")
    func keysAndCascades() throws {
        try withTemporaryDirectory { directory in
            let pool = try makeShopPool(in: directory)
            try pool.write { db in
                try insertCategory(db)
                let product = try insertProduct(db, sku: "A", name: "A")
                #expect(sqliteError { try insertProduct(db, sku: "A", name: "B") }?.isUniqueViolation == true)
                let user = "INSERT INTO user (username, passwordHash, createdAt) VALUES (?, 'h', 't')"
                try db.prepare(user).bind("Alice").execute()
                let alice = db.lastInsertRowID
                #expect(sqliteError { try db.prepare(user).bind("ALICE").execute() }?.isUniqueViolation == true)
                let session = "INSERT INTO session (tokenHash, userId, createdAt, expiresAt) VALUES (?, ?, 't', 't')"
                try db.prepare(session).bind([UInt8](repeating: 7, count: 32), alice).execute()
                let orphan = sqliteError { try db.prepare(session).bind([UInt8]([1]), 999).execute() }
                #expect(orphan?.isForeignKeyViolation == true)
                try db.prepare("INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (?, ?, 1, 't')")
                    .bind(alice, product).execute()
                #expect(sqliteError { try db.execute(sql: "DELETE FROM product") }?.isForeignKeyViolation == true)
                try db.prepare("DELETE FROM user WHERE id = ?").bind(alice).execute()
                #expect(try db.scalarInt("SELECT count(*) FROM session") == 0)
                #expect(try db.scalarInt("SELECT count(*) FROM cartItem") == 0)
            }
        }
    }
}
