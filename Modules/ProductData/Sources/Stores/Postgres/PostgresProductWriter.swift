import PostgresNIO
import PostgresStore
import ProductDataIO

/// ProductData's staff changes on one pooled connection inside a `READ COMMITTED` transaction: the product's row
/// lock (``lockProduct(id:)``) makes concurrent changes of one product run one after another.
struct PostgresProductWriter: ProductWriter {
    /// The connection, in its transaction.
    let connection: PostgresConnection
    /// The logger queries log to.
    let logger: Logger

    func categoryID(slug: String) async throws -> Int64? {
        try await connection.first(ProductStatements.CategoryID(slug: slug), logger: logger)
    }

    func lockProduct(id: Int64) async throws -> Int? {
        try await connection.first(ProductWriteStatements.LockProduct(id: id), logger: logger).map(Int.init)
    }

    func product(id: Int64) async throws -> Product? {
        try await connection.first(ProductStatements.ProductByID(id: id), logger: logger)
    }

    func insertProduct(
        sku: String, name: String, description: String, categoryID: Int64, priceCents: Int, stock: Int
    ) async throws -> Int64? {
        let insert = ProductWriteStatements.Insert(
            sku: sku, name: name, description: description, categoryID: categoryID, priceCents: Int64(priceCents),
            stock: Int64(stock))
        return try await connection.first(insert, logger: logger)
    }

    func updateProduct(id: Int64, name: String?, description: String?, categoryID: Int64?, priceCents: Int?)
        async throws
    {
        let update = ProductWriteStatements.Update(
            id: id, name: name, description: description, categoryID: categoryID, priceCents: priceCents.map(Int64.init)
        )
        _ = try await connection.first(update, logger: logger)
    }

    func setStock(id: Int64, stock: Int) async throws {
        _ = try await connection.first(ProductWriteStatements.SetStock(id: id, stock: Int64(stock)), logger: logger)
    }

    func archive(id: Int64) async throws {
        _ = try await connection.first(ProductWriteStatements.Archive(id: id), logger: logger)
    }

    func appendLedger(productID: Int64, delta: Int, reason: String, userID: Int64) async throws {
        let row = ProductWriteStatements.AppendLedger(
            productID: productID, delta: Int64(delta), reason: reason, userID: userID)
        _ = try await connection.first(row, logger: logger)
    }

    func unindexedProducts(id: Int64?, limit: Int) async throws -> [SearchSource] {
        let rows = try await connection.tracedQuery(ProductQueries.unindexed(id: id, limit: limit), logger: logger)
        var sources: [SearchSource] = []
        for try await (id, sku, name, description, category) in rows.decode(
            (Int64, String, String, String, String).self)
        {
            sources.append(SearchSource(id: id, sku: sku, name: name, description: description, categoryName: category))
        }
        return sources
    }

    func setSearchTerms(id: Int64, terms: ProductSearchTerms) async throws {
        _ = try await connection.tracedQuery(
            ProductQueries.setTerms(id: id, terms: terms.primary, terms.secondary), logger: logger)
    }

    func addVocabulary(_ terms: [String]) async throws {
        let rows = SearchTypoKeys.rows(for: terms)
        _ = try await connection.tracedQuery(
            ProductQueries.addTermKeys(rows.map(\.key), rows.map(\.term)), logger: logger)
    }
}
