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
                    "cartItem", "category", "customerOrder", "idempotencyKey", "loginFailure", "orderLine", "product",
                    "productSearch", "schemaMigration", "searchTermKey", "session", "stockLedger", "user",
                ])
            #expect(try ShopMigrations.migrator.migrate(pool).isEmpty)
            #expect(try ShopMigrations.migrator.status(of: pool).isUpToDate)
            let violations = try pool.read { try $0.prepare("PRAGMA foreign_key_check").fetchAll { _ in 1 } }
            #expect(violations.isEmpty)
        }
    }

    @Test("FTS triggers keep productSearch in sync with the term columns; a changed field forgets its terms")
    func searchStaysInSync() throws {
        try withTemporaryDirectory { directory in
            let pool = try makeShopPool(in: directory)
            try pool.write { db in
                try insertCategory(db)
                let setTerms = try db.cachedStatement(
                    "UPDATE product SET searchPrimary = ?, searchSecondary = ? WHERE id = ?")
                let laptop = try insertProduct(db, sku: "LT-1", name: "Laptop Pro", description: "A fast laptop")
                let mouse = try insertProduct(db, sku: "MS-1", name: "Mouse", description: "Wireless laptop")
                let desk = try insertProduct(db, sku: "DK-1", name: "Desk", description: "Oak wood")
                #expect(try search(db, "lapt*") == [], "a product without terms is not indexed")
                try setTerms.bind("laptop pro", "a fast", laptop).execute()
                try setTerms.bind("mous", "wireless laptop", mouse).execute()
                try setTerms.bind("desk", "oak wood", desk).execute()
                #expect(try search(db, "lapt*") == [Int(laptop), Int(mouse)])
                #expect(try search(db, "searchPrimary:lapt*") == [Int(laptop)])

                try db.cachedStatement("UPDATE product SET name = ? WHERE id = ?").bind("Standing desk", desk).execute()
                #expect(try search(db, "desk") == [], "a renamed product forgets its terms until indexed again")
                let unindexed = try db.prepare(
                    "SELECT id FROM product WHERE searchPrimary IS NULL AND archivedAt IS NULL"
                ).fetchAll { $0.int64(at: 0) }
                #expect(unindexed == [desk])
                try setTerms.bind("stand desk", "cafe style", desk).execute()
                #expect(try search(db, "cafe") == [Int(desk)])

                try db.cachedStatement("UPDATE product SET stock = 5 WHERE id = ?").bind(laptop).execute()
                #expect(try search(db, "laptop") == [Int(laptop), Int(mouse)], "a stock change keeps the terms")
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

    @Test("CHECK constraints reject negative prices and stock, zero quantities, unknown statuses and roles")
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
                #expect(
                    try db.prepare("SELECT role FROM user WHERE id = 1").fetchOne { $0.string(at: 0) } == "customer")
                let role = "UPDATE user SET role = ? WHERE id = 1"
                #expect(sqliteError { try db.prepare(role).bind("admin").execute() }?.isCheckViolation == true)
                try db.prepare(role).bind("staff").execute()
                let cart = "INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (1, ?, ?, 't')"
                #expect(sqliteError { try db.prepare(cart).bind(product, 0).execute() }?.isCheckViolation == true)
                try db.prepare(cart).bind(product, 2).execute()
                let order = """
                    INSERT INTO customerOrder (userId, status, totalCents, createdAt, updatedAt) VALUES (1, ?, ?, 't', 't')
                    """
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

    @Test("migration 12 rebuilds customerOrder with orders, lines, keys and cascades intact; 13 opens the ledger")
    func orderRebuildOnPopulatedDatabase() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            let rebuild = try #require(
                ShopMigrations.all.firstIndex { $0.name == "add_order_delivered_and_updated_at" })
            try Migrator(migrations: Array(ShopMigrations.all.prefix(rebuild))).migrate(pool)
            let (mug, pen) = try pool.write { db in
                try insertCategory(db)
                let mug = try insertProduct(db, sku: "MUG", name: "Mug", priceCents: 450, stock: 7)
                let pen = try insertProduct(db, sku: "PEN", name: "Pen", priceCents: 199, stock: 0)
                try db.execute(
                    sql: "INSERT INTO user (id, username, passwordHash, createdAt) VALUES (1, 'ann', 'h', 't')")
                let order =
                    "INSERT INTO customerOrder (id, userId, status, totalCents, createdAt) VALUES (?, 1, ?, ?, ?)"
                try db.prepare(order).bind(1, "placed", 1_099, "2025-01-02T03:04:05.678Z").execute()
                try db.prepare(order).bind(2, "shipped", 450, "2025-02-02T03:04:05.678Z").execute()
                let line = """
                    INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """
                try db.prepare(line).bind(1, 1, mug, "Mug", 450, 2).execute()
                try db.prepare(line).bind(1, 2, pen, "Pen (old name)", 199, 1).execute()
                try db.prepare(line).bind(2, 1, mug, "Mug", 450, 1).execute()
                return (mug, pen)
            }
            let applied = try ShopMigrations.migrator.migrate(pool).map(\.name)
            #expect(applied.starts(with: ["add_order_delivered_and_updated_at", "create_stock_ledger"]))
            try pool.write { db in
                let orders = try db.prepare(
                    "SELECT id, userId, status, totalCents, createdAt, updatedAt FROM customerOrder ORDER BY id"
                ).fetchAll { row in
                    "\(row.int(at: 0)) \(row.int(at: 1)) \(row.string(at: 2)) \(row.int(at: 3)) \(row.string(at: 4)) "
                        + row.string(at: 5)
                }
                #expect(
                    orders == [
                        "1 1 placed 1099 2025-01-02T03:04:05.678Z 2025-01-02T03:04:05.678Z",
                        "2 1 shipped 450 2025-02-02T03:04:05.678Z 2025-02-02T03:04:05.678Z",
                    ])
                let lines = try db.prepare(
                    "SELECT orderId, lineNumber, productId, name, unitPriceCents, quantity FROM orderLine "
                        + "ORDER BY orderId, lineNumber"
                ).fetchAll { row in
                    "\(row.int(at: 0)).\(row.int(at: 1)) \(row.int(at: 2)) \(row.string(at: 3)) \(row.int(at: 4))x\(row.int(at: 5))"
                }
                #expect(lines == ["1.1 \(mug) Mug 450x2", "1.2 \(pen) Pen (old name) 199x1", "2.1 \(mug) Mug 450x1"])
                #expect(try db.prepare("PRAGMA foreign_key_check").fetchAll { _ in 1 }.isEmpty)
                #expect(try db.scalarInt("PRAGMA foreign_keys") == 1, "the migrator turned foreign keys back on")
                let ledger = try db.prepare("SELECT productId, delta, reason FROM stockLedger ORDER BY id")
                    .fetchAll { "\($0.int(at: 0)) \($0.int(at: 1)) \($0.string(at: 2))" }
                #expect(ledger == ["\(mug) 7 opening"], "only stocked products open their ledger")
                try db.execute(sql: "UPDATE customerOrder SET status = 'delivered' WHERE id = 2")
                let lost = sqliteError { try db.execute(sql: "UPDATE customerOrder SET status = 'lost' WHERE id = 2") }
                #expect(lost?.isCheckViolation == true)
                let orphanLine = sqliteError {
                    try db.execute(
                        sql: "INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity) "
                            + "VALUES (99, 1, \(mug), 'x', 1, 1)")
                }
                #expect(orphanLine?.isForeignKeyViolation == true, "orderLine still references customerOrder")
                try db.execute(sql: "DELETE FROM stockLedger")
                try db.execute(sql: "DELETE FROM customerOrder WHERE id = 1")
                #expect(try db.scalarInt("SELECT count(*) FROM orderLine WHERE orderId = 1") == 0, "lines cascade")
                let indexes = try db.prepare(
                    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'customerOrder' "
                        + "AND sql IS NOT NULL ORDER BY name"
                ).fetchAll { $0.string(at: 0) }
                #expect(indexes == ["customerOrderByStatus", "customerOrderByUser"])
            }
        }
    }

    @Test("a migration that leaves a broken reference with foreign keys off is rolled back")
    func foreignKeysOffMigrationChecksReferences() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            let parent = Migration(
                id: 1, name: "parent",
                sql:
                    "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (parentId INTEGER REFERENCES parent(id));"
            )
            let broken = Migration(
                id: 2, name: "broken",
                sql: Migration.foreignKeysOffDirective + "\nINSERT INTO child (parentId) VALUES (42);")
            #expect(broken.runsWithForeignKeysOff)
            #expect(!parent.runsWithForeignKeysOff)
            #expect(throws: MigrationError.self) { try Migrator(migrations: [parent, broken]).migrate(pool) }
            #expect(try pool.read { try $0.scalarInt("SELECT count(*) FROM child") } == 0)
            #expect(try Migrator(migrations: [parent, broken]).status(of: pool).pending.map(\.id) == [2])
            #expect(try pool.write { try $0.scalarInt("PRAGMA foreign_keys") } == 1)
        }
    }
}
