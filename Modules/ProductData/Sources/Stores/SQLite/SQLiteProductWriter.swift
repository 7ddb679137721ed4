import ProductDataIO
import SQLiteStore

/// ProductData's staff changes on the SQLite writer connection, inside its `BEGIN IMMEDIATE` transaction: the pool's
/// one writer already runs every change one after another, so ``lockProduct(id:)`` only reads.
struct SQLiteProductWriter: ProductWriter {
    /// The writer connection, in its transaction.
    let db: Connection

    func categoryID(slug: String) throws -> Int64? {
        try db.cachedStatement(ProductSQL.categoryIDBySlug).bind(slug).fetchOne { $0.int64(at: 0) }
    }

    func lockProduct(id: Int64) throws -> Int? {
        try db.cachedStatement(ProductWriteSQL.liveStock).bind(id).fetchOne { $0.int(at: 0) }
    }

    func product(id: Int64) throws -> Product? {
        try db.cachedStatement(ProductSQL.productByID).bind(id).fetchOne(Product.init(row:))
    }

    func insertProduct(
        sku: String, name: String, description: String, categoryID: Int64, priceCents: Int, stock: Int
    ) throws -> Int64? {
        let now = DatabaseTimestamp.now()
        return try db.cachedStatement(ProductWriteSQL.insert)
            .bind(sku, name, description, categoryID, priceCents, stock, now, now)
            .fetchOne { $0.int64(at: 0) }
    }

    func updateProduct(id: Int64, name: String?, description: String?, categoryID: Int64?, priceCents: Int?) throws {
        try db.cachedStatement(ProductWriteSQL.update)
            .bind(name, description, categoryID, priceCents, DatabaseTimestamp.now(), id).execute()
    }

    func setStock(id: Int64, stock: Int) throws {
        try db.cachedStatement(ProductWriteSQL.setStock).bind(stock, DatabaseTimestamp.now(), id).execute()
    }

    func archive(id: Int64) throws {
        let now = DatabaseTimestamp.now()
        try db.cachedStatement(ProductWriteSQL.archive).bind(now, now, id).execute()
    }

    func appendLedger(productID: Int64, delta: Int, reason: String, userID: Int64) throws {
        try db.cachedStatement(ProductWriteSQL.appendLedger)
            .bind(productID, delta, reason, userID, DatabaseTimestamp.now()).execute()
    }

    func unindexedProducts(id: Int64?, limit: Int) throws -> [SearchSource] {
        let statement =
            if let id {
                try db.cachedStatement(ProductSearchSQL.unindexedByID).bind(id)
            } else {
                try db.cachedStatement(ProductSearchSQL.unindexed).bind(limit)
            }
        return try statement.fetchAll { row in
            SearchSource(
                id: row.int64(at: 0), sku: row.string(at: 1), name: row.string(at: 2), description: row.string(at: 3),
                categoryName: row.string(at: 4))
        }
    }

    func setSearchTerms(id: Int64, terms: ProductSearchTerms) throws {
        try db.cachedStatement(ProductSearchSQL.setTerms).bind(terms.primary, terms.secondary, id).execute()
    }

    func addVocabulary(_ terms: [String]) throws {
        let insert = try db.cachedStatement(ProductSearchSQL.addTermKey)
        for row in SearchTypoKeys.rows(for: terms) { try insert.bind(row.key, row.term).execute() }
    }
}
