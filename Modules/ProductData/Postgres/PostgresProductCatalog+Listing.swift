import PostgresNIO
import ProductDataIO

extension PostgresProductCatalog {
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
            var categoryID: Int64?
            if let slug = query.categorySlug {
                let rows = try await connection.query(ProductQueries.categoryID(slug: slug), logger: logger)
                for try await id in rows.decode(Int64.self) { categoryID = id }
                guard categoryID != nil else { return .failure(.categoryNotFound(slug)) }
            }
            let total = try await Self.count(
                ProductQueries.count(categoryID: categoryID), on: connection, logger: logger)
            var items: [Product] = []
            if !window.isPastEnd(total: total) {
                let page = ProductQueries.page(
                    categoryID: categoryID, byName: query.sort == .name, limit: window.limit, offset: window.offset)
                items = try await ProductRow.products(try await connection.query(page, logger: logger))
            }
            return .success(ProductPage(items: items, page: window.page, perPage: window.perPage, total: total))
        }
    }
}
