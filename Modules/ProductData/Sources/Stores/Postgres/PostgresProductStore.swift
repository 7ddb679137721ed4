import PostgresNIO
import PostgresStore
import ProductDataIO

/// ProductData's store on PostgreSQL: the named prepared statements of ``ProductStatements`` and the per-run search
/// queries of ``ProductQueries``, on a connection borrowed from the shared pool in the caller's isolation.
///
/// A snapshot is one `REPEATABLE READ` transaction, as SQLite's deferred read transaction is one snapshot; a staff
/// change is one `READ COMMITTED` transaction that locks the product's row first. Unexpected
/// errors become ``ProductDataIO/ProductDataError/database(_:)`` with the kind of
/// ``PostgresStore/PostgresStoreError/failureKind``.
struct PostgresProductStore: ProductStore {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    func product(id: Int64) async throws -> Product? {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.first(ProductStatements.ProductByID(id: id), logger: logger)
        }
    }

    func categories() async throws -> [CategorySummary] {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all(ProductStatements.Categories(), logger: logger).map { slug, name, count in
                CategorySummary(slug: slug, name: name, productCount: Int(count))
            }
        }
    }

    func read<Value: Sendable>(_ body: nonisolated(nonsending) (PostgresProductSnapshot) async throws -> Value)
        async throws -> Value
    {
        let logger = database.logger
        return try await database.transaction(.repeatableRead) { connection in
            try await body(PostgresProductSnapshot(connection: connection, logger: logger))
        }
    }

    func write<Value: Sendable>(_ body: nonisolated(nonsending) (PostgresProductWriter) async throws -> Value)
        async throws -> Value
    {
        let logger = database.logger
        return try await database.transaction { connection in
            try await body(PostgresProductWriter(connection: connection, logger: logger))
        }
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, ProductDataError>
    {
        try await PostgresOutcome.capture(ProductDataError.database, work)
    }
}

/// ProductData's snapshot queries on one pooled connection inside a `REPEATABLE READ` transaction.
struct PostgresProductSnapshot: ProductSnapshot {
    /// The connection, in its transaction.
    let connection: PostgresConnection
    /// The logger queries log to.
    let logger: Logger

    func categoryID(slug: String) async throws -> Int64? {
        try await connection.first(ProductStatements.CategoryID(slug: slug), logger: logger)
    }

    func productCount(categoryID: Int64?) async throws -> Int {
        let count =
            if let categoryID {
                try await connection.first(ProductStatements.CountInCategory(categoryID: categoryID), logger: logger)
            } else {
                try await connection.first(ProductStatements.CountAll(), logger: logger)
            }
        return Int(count ?? 0)
    }

    func products(categoryID: Int64?, sort: ProductSort, window: PageWindow) async throws -> [Product] {
        let (limit, offset) = (Int64(window.limit), Int64(window.offset))
        switch (categoryID, sort) {
        case let (categoryID?, .name):
            return try await connection.all(
                ProductStatements.CategoryPageByName(categoryID: categoryID, limit: limit, offset: offset),
                logger: logger)
        case let (categoryID?, .price):
            return try await connection.all(
                ProductStatements.CategoryPageByPrice(categoryID: categoryID, limit: limit, offset: offset),
                logger: logger)
        case (nil, .name):
            return try await connection.all(ProductStatements.PageByName(limit: limit, offset: offset), logger: logger)
        case (nil, .price):
            return try await connection.all(ProductStatements.PageByPrice(limit: limit, offset: offset), logger: logger)
        }
    }

    func hasUnindexedProducts() async throws -> Bool {
        for try await exists in try await connection.tracedQuery(ProductQueries.hasUnindexed(), logger: logger)
            .decode(Bool.self)
        {
            return exists
        }
        return false
    }

    func typoTerms(keys: [String]) async throws -> Set<String> {
        var known: Set<String> = []
        for try await term in try await connection.tracedQuery(ProductQueries.typoTerms(keys: keys), logger: logger)
            .decode(String.self)
        {
            known.insert(term)
        }
        return known
    }

    func searchCount(_ match: SearchMatch) async throws -> Int {
        for try await count in try await connection.tracedQuery(ProductQueries.searchCount(match), logger: logger)
            .decode(Int64.self)
        {
            return Int(count)
        }
        return 0
    }

    func searchTier(_ match: SearchMatch, limit: Int, offset: Int) async throws -> [SearchRanking.Scored] {
        let rows = try await connection.tracedQuery(
            ProductQueries.searchTier(match, limit: limit, offset: offset), logger: logger)
        let scorer = SearchRanking.Scorer(match)
        var scored: [SearchRanking.Scored] = []
        for try await (id, primary, secondary) in rows.decode((Int64, String?, String?).self) {
            let candidate = SearchRanking.Candidate(id: id, primary: primary ?? "", secondary: secondary ?? "")
            scored.append(SearchRanking.Scored(id: id, score: scorer.score(candidate)))
        }
        return scored
    }

    func products(ids: [Int64]) async throws -> [Product] {
        try await ProductRow.products(connection.tracedQuery(ProductQueries.products(ids: ids), logger: logger))
    }
}
