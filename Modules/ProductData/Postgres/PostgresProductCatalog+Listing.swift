import PostgresNIO
import ProductDataIO
import ProductDataShared

extension PostgresProductCatalog {
    /// Every product a prepared statement returns.
    static func collect<Statement: PostgresPreparedStatement>(
        _ statement: Statement, on connection: PostgresConnection, logger: Logger
    ) async throws -> [Product] where Statement.Row == Product {
        var products: [Product] = []
        for try await product in try await connection.execute(statement, logger: logger) {
            products.append(product)
        }
        return products
    }

    /// One sorted page of the catalog or of one category, with the number of matching products.
    ///
    /// The count and the page run in one snapshot, so `total` and `items` agree. A page past the end is empty (its
    /// query is skipped). Fails with ``ProductDataError/invalidPaging(page:perPage:)`` for an out-of-range page or
    /// size and ``ProductDataError/categoryNotFound(_:)`` for an unknown slug.
    func productPage(_ query: ProductQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        return try await read(snapshot: true) { connection, logger in
            var items: [Product] = []
            let total: Int
            if let slug = query.categorySlug {
                var categoryID: Int64?
                for try await id in try await connection.execute(
                    ProductStatements.CategoryID(slug: slug), logger: logger)
                {
                    categoryID = id
                }
                guard let categoryID else { return .failure(.categoryNotFound(slug)) }
                total = try await Self.count(
                    ProductStatements.CountInCategory(categoryID: categoryID), on: connection, logger: logger)
                if !window.isPastEnd(total: total) {
                    let (limit, offset) = (Int64(window.limit), Int64(window.offset))
                    items =
                        query.sort == .name
                        ? try await Self.collect(
                            ProductStatements.CategoryPageByName(categoryID: categoryID, limit: limit, offset: offset),
                            on: connection, logger: logger)
                        : try await Self.collect(
                            ProductStatements.CategoryPageByPrice(categoryID: categoryID, limit: limit, offset: offset),
                            on: connection, logger: logger)
                }
            } else {
                total = try await Self.count(ProductStatements.CountAll(), on: connection, logger: logger)
                if !window.isPastEnd(total: total) {
                    let (limit, offset) = (Int64(window.limit), Int64(window.offset))
                    items =
                        query.sort == .name
                        ? try await Self.collect(
                            ProductStatements.PageByName(limit: limit, offset: offset), on: connection, logger: logger)
                        : try await Self.collect(
                            ProductStatements.PageByPrice(limit: limit, offset: offset), on: connection, logger: logger)
                }
            }
            return .success(ProductPage(items: items, page: window.page, perPage: window.perPage, total: total))
        }
    }
}
