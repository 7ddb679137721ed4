import PostgresNIO
import PostgresStore
import SQLiteStore

extension ContractDatabase {
    /// The fixed creation time of seeded rows.
    static let seededAt = "2026-01-01T00:00:00Z"

    /// Inserts a category and returns its id.
    @discardableResult
    nonisolated(nonsending) public func insertCategory(slug: String, name: String) async throws -> Int64 {
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.write { db in
                try db.prepare("INSERT INTO category (slug, name) VALUES (?, ?)").bind(slug, name).execute()
                return db.lastInsertRowID
            }
        case let .postgres(database):
            return try await database.fetchID(
                "INSERT INTO category (slug, name) VALUES (\(slug), \(name)) RETURNING id")
        }
    }

    /// Inserts a product and returns its id.
    @discardableResult
    nonisolated(nonsending) public func insertProduct(
        sku: String, name: String, description: String = "", categoryID: Int64, priceCents: Int = 100,
        stock: Int = 1
    ) async throws -> Int64 {
        let ids = try await insertProducts(
            count: 1, categoryID: categoryID, sku: { _ in sku }, name: { _ in name },
            description: { _ in description }, priceCents: { _ in priceCents }, stock: { _ in stock })
        return ids[0]
    }

    /// Inserts `count` products in one transaction, in order; `name(i)` etc. describe product `i` (0-based). SKUs
    /// default to `SKU-<n>`, unique in the database. Returns their ids, ascending.
    @discardableResult
    nonisolated(nonsending) public func insertProducts(
        count: Int,
        categoryID: Int64,
        sku: ((Int) -> String)? = nil,
        name: (Int) -> String,
        description: (Int) -> String = { _ in "" },
        priceCents: (Int) -> Int = { _ in 100 },
        stock: (Int) -> Int = { _ in 1 }
    ) async throws -> [Int64] {
        let indices = 0..<count
        let first = nextSKUs(count)
        let skus = indices.map { sku?($0) ?? "SKU-\(first + $0)" }
        let names = indices.map(name)
        let descriptions = indices.map(description)
        let prices = indices.map { Int64(priceCents($0)) }
        let stocks = indices.map { Int64(stock($0)) }
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.write { db in
                var ids: [Int64] = []
                for index in indices {
                    try db.cachedStatement(
                        """
                        INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                        VALUES (?, ?, ?, ?, ?, ?, '\(Self.seededAt)', '\(Self.seededAt)')
                        """
                    ).bind(skus[index], names[index], descriptions[index], categoryID, prices[index], stocks[index])
                        .execute()
                    ids.append(db.lastInsertRowID)
                }
                return ids
            }
        case let .postgres(database):
            return try await database.fetchIDs(
                """
                INSERT INTO product (sku, name, description, category_id, price_cents, stock, created_at, updated_at)
                SELECT sku, name, description, \(categoryID), price_cents, stock, '2026-01-01T00:00:00Z'::timestamptz,
                    '2026-01-01T00:00:00Z'::timestamptz
                FROM unnest(\(skus), \(names), \(descriptions), \(prices), \(stocks))
                    WITH ORDINALITY AS row (sku, name, description, price_cents, stock, position)
                ORDER BY position
                RETURNING id
                """)
        }
    }

    /// Renames a product behind the modules' backs (as an administrator's SQL would).
    nonisolated(nonsending) public func renameProduct(_ id: Int64, to name: String) async throws {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in
                try db.prepare("UPDATE product SET name = ? WHERE id = ?").bind(name, id).execute()
            }
        case let .postgres(database):
            _ = try await database.fetchIDs("UPDATE product SET name = \(name) WHERE id = \(id) RETURNING id")
        }
    }

    /// Deletes a product behind the modules' backs.
    nonisolated(nonsending) public func deleteProduct(_ id: Int64) async throws {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in try db.prepare("DELETE FROM product WHERE id = ?").bind(id).execute() }
        case let .postgres(database):
            _ = try await database.fetchIDs("DELETE FROM product WHERE id = \(id) RETURNING id")
        }
    }
}

extension PostgresStore.PostgresDatabase {
    /// The ids a statement returns (its first column), in order.
    fileprivate func fetchIDs(_ query: PostgresQuery) async throws -> [Int64] {
        try await withConnection { connection in
            var ids: [Int64] = []
            for try await id in try await connection.query(query, logger: logger).decode(Int64.self) {
                ids.append(id)
            }
            return ids
        }
    }

    /// The one id a statement returns.
    fileprivate func fetchID(_ query: PostgresQuery) async throws -> Int64 {
        guard let id = try await fetchIDs(query).first else { throw PostgresStoreError.unreadableValue("no id") }
        return id
    }
}
