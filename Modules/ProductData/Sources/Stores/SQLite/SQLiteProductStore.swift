import ProductDataIO
import SQLiteStore

/// ProductData's store on SQLite: every query of ``ProductSQL`` through the shared pool, on the calling thread.
///
/// A lookup is one `pool.read` (a reader connection, used in the board graph's isolation: no hop) with the
/// connection's cached statement; a snapshot is one deferred read transaction (`pool.readTransaction`); a staff
/// change is one write transaction on the pool's writer (`pool.writeTransaction`). Unexpected
/// ``SQLiteStore/SQLiteError``s become ``ProductDataIO/ProductDataError/database(_:)`` with the kind of the SQLite
/// error.
struct SQLiteProductStore: ProductStore {
    /// The shared database.
    let pool: DatabasePool

    func product(id: Int64) async throws -> Product? {
        try await pool.read { db in
            try db.cachedStatement(ProductSQL.productByID).bind(id).fetchOne(Product.init(row:))
        }
    }

    func categories() async throws -> [CategorySummary] {
        try await pool.read { db in
            try db.cachedStatement(ProductSQL.categories).fetchAll { row in
                CategorySummary(slug: row.string(at: 0), name: row.string(at: 1), productCount: row.int(at: 2))
            }
        }
    }

    func read<Value: Sendable>(_ body: nonisolated(nonsending) (SQLiteProductSnapshot) async throws -> Value)
        async throws -> Value
    {
        try await pool.readTransaction { db in try await body(SQLiteProductSnapshot(db: db)) }
    }

    func write<Value: Sendable>(_ body: nonisolated(nonsending) (SQLiteProductWriter) async throws -> Value)
        async throws -> Value
    {
        try await pool.writeTransaction { db in try await body(SQLiteProductWriter(db: db)) }
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, ProductDataError>
    {
        try await DatabaseOutcome.capture(ProductDataError.database, work)
    }
}

/// ProductData's snapshot queries on one SQLite connection inside a read transaction.
struct SQLiteProductSnapshot: ProductSnapshot {
    /// The reader connection, in its read transaction.
    let db: Connection

    func categoryID(slug: String) throws -> Int64? {
        try db.cachedStatement(ProductSQL.categoryIDBySlug).bind(slug).fetchOne { $0.int64(at: 0) }
    }

    func productCount(categoryID: Int64?) throws -> Int {
        let statement =
            if let categoryID {
                try db.cachedStatement(ProductSQL.countInCategory).bind(categoryID)
            } else {
                try db.cachedStatement(ProductSQL.countAll)
            }
        return try statement.fetchOne { $0.int(at: 0) } ?? 0
    }

    func products(categoryID: Int64?, sort: ProductSort, window: PageWindow) throws -> [Product] {
        let statement =
            if let categoryID {
                try db.cachedStatement(sort == .name ? ProductSQL.categoryPageByName : ProductSQL.categoryPageByPrice)
                    .bind(categoryID, window.limit, window.offset)
            } else {
                try db.cachedStatement(sort == .name ? ProductSQL.pageByName : ProductSQL.pageByPrice)
                    .bind(window.limit, window.offset)
            }
        return try statement.fetchAll(Product.init(row:))
    }

    func hasUnindexedProducts() throws -> Bool {
        try db.cachedStatement(ProductSearchSQL.hasUnindexed).fetchOne { $0.int(at: 0) } == 1
    }

    func typoTerms(keys: [String]) throws -> Set<String> {
        let lookup = try db.cachedStatement(ProductSearchSQL.typoTerms)
        var terms: Set<String> = []
        for key in keys {
            try lookup.bind(key).forEach { terms.insert($0.string(at: 0)) }
        }
        return terms
    }

    func searchCount(_ match: SearchMatch) throws -> Int {
        try db.cachedStatement(ProductSearchSQL.count).bind(match.matchExpression).fetchOne { $0.int(at: 0) } ?? 0
    }

    func searchTier(_ match: SearchMatch, limit: Int, offset: Int) throws -> [SearchRanking.Scored] {
        let scorer = SearchRanking.Scorer(match)
        return try db.cachedStatement(ProductSearchSQL.tier).bind(match.matchExpression, limit, offset).fetchAll {
            row in
            // The term columns are scored in SQLite's own buffers: no string per candidate.
            let score = row.withUnsafeBytes(at: 1) { primary in
                row.withUnsafeBytes(at: 2) { secondary in scorer.score(primary: primary, secondary: secondary) }
            }
            return SearchRanking.Scored(id: row.int64(at: 0), score: score)
        }
    }

    func products(ids: [Int64]) throws -> [Product] {
        try db.cachedStatement(ProductSearchSQL.productsByID).bind(JSONArray.integers(ids)).fetchAll(Product.init(row:))
    }
}
