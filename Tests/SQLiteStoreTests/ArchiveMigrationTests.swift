import SQLiteStore
import ShopMigrations
import Testing

@Suite("Shop migrations: archived products (0015)")
struct ArchiveMigrationTests {
    /// Inserts a product of category 1 and returns its id.
    @discardableResult
    private func insertProduct(_ db: Connection, sku: String, name: String, description: String) throws -> Int64 {
        try db.cachedStatement(
            """
            INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
            VALUES (?, ?, ?, 1, 100, 1, '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z')
            """
        ).bind(sku, name, description).execute()
        return db.lastInsertRowID
    }

    /// The ids of products matching an FTS query, ascending.
    private func search(_ db: Connection, _ query: String) throws -> [Int64] {
        try db.cachedStatement("SELECT rowid FROM productSearch WHERE productSearch MATCH ? ORDER BY rowid")
            .bind(query).fetchAll { $0.int64(at: 0) }
    }

    /// FTS5's check of the index against its content (the live products); throws when they differ.
    private func checkIndex(_ db: Connection) throws {
        try db.execute(sql: "INSERT INTO productSearch (productSearch, rank) VALUES ('integrity-check', 1)")
    }

    /// Sets or clears a product's `archivedAt`, as the archive board and an operator would.
    private func setArchived(_ db: Connection, _ id: Int64, _ archived: Bool) throws {
        try db.cachedStatement("UPDATE product SET archivedAt = ? WHERE id = ?")
            .bind(archived ? "2026-01-01T00:00:00.000Z" : nil, id).execute()
    }

    @Test("existing products stay searchable; archiving takes a product out of the index, restoring puts it back")
    func searchHoldsLiveProductsOnly() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try Migrator(migrations: Array(ShopMigrations.all.prefix(14))).migrate(pool)
            let (laptop, mouse) = try pool.write { db in
                try db.execute(sql: "INSERT INTO category (id, slug, name) VALUES (1, 'computers', 'Computers')")
                return (
                    try insertProduct(db, sku: "LT-1", name: "Laptop Pro", description: "A fast laptop"),
                    try insertProduct(db, sku: "MS-1", name: "Mouse", description: "Pairs with any laptop")
                )
            }
            #expect(try Migrator(migrations: Array(ShopMigrations.all.prefix(15))).migrate(pool).map(\.id) == [15])
            try pool.write { db in
                #expect(try search(db, "lapto*") == [laptop, mouse], "rows from before are indexed")
                try setArchived(db, laptop, true)
                #expect(try search(db, "lapto*") == [mouse])
                try checkIndex(db)
                try db.cachedStatement("UPDATE product SET name = 'Zeppelin', stock = 3 WHERE id = ?").bind(laptop)
                    .execute()
                #expect(try search(db, "zeppelin") == [], "editing an archived product does not index it")
                try checkIndex(db)
                try db.execute(sql: "INSERT INTO productSearch (productSearch) VALUES ('rebuild')")
                #expect(try search(db, "zeppelin") == [], "a rebuild reads live products only")
                try checkIndex(db)
                try setArchived(db, laptop, false)
                #expect(try search(db, "zeppelin") == [laptop])
                try db.cachedStatement("UPDATE product SET name = 'Trackball' WHERE id = ?").bind(mouse).execute()
                #expect(try search(db, "mouse") == [] && search(db, "trackball") == [mouse])
                try setArchived(db, mouse, true)
                try db.cachedStatement("DELETE FROM product WHERE id = ?").bind(mouse).execute()
                try checkIndex(db)
            }
        }
    }

    @Test("counts and pages read live products from covering partial indexes")
    func partialIndexes() throws {
        try withTemporaryDirectory { directory in
            let pool = try makePool(in: directory)
            try ShopMigrations.migrator.migrate(pool)
            let plans = try pool.read { db in
                try [
                    "SELECT count(*) FROM product WHERE archivedAt IS NULL",
                    "SELECT count(*) FROM product WHERE categoryId = 1 AND archivedAt IS NULL",
                    "SELECT id FROM product WHERE archivedAt IS NULL ORDER BY name, id LIMIT 5",
                    "SELECT id FROM product WHERE archivedAt IS NULL ORDER BY priceCents, id LIMIT 5",
                    "SELECT id FROM product WHERE categoryId = 1 AND archivedAt IS NULL ORDER BY name, id LIMIT 5",
                ].map { sql in
                    try db.prepare("EXPLAIN QUERY PLAN " + sql).fetchAll { $0.string(at: 3) }.joined(separator: "\n")
                }
            }
            for plan in plans {
                #expect(plan.contains("USING COVERING INDEX"), "\(plan)")
                #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
            }
        }
    }
}
