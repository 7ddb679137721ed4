import ProductDataIO
import ProductDataShared
import SQLiteStore

extension ProductCatalog {
    /// One sorted page of the catalog or of one category, with the number of matching products.
    ///
    /// The count and the page run in one read transaction, so `total` and `items` agree. A page past the end is
    /// empty (its query is skipped). Fails with ``ProductDataError/invalidPaging(page:perPage:)`` for an
    /// out-of-range page or size and ``ProductDataError/categoryNotFound(_:)`` for an unknown slug.
    func productPage(_ query: ProductQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        return try await read { db in
            try db.transaction { db in
                try Self.productPage(query, window: window, db)
            }
        }
    }

    /// The page query itself, on a connection inside a read transaction.
    private static func productPage(
        _ query: ProductQuery, window: PageWindow, _ db: Connection
    ) throws -> Result<ProductPage, ProductDataError> {
        let total: Int
        let page: Statement?
        if let slug = query.categorySlug {
            let categoryID = try db.cachedStatement(ProductSQL.categoryIDBySlug).bind(slug)
                .fetchOne { $0.int64(at: 0) }
            guard let categoryID else { return .failure(.categoryNotFound(slug)) }
            total = try db.cachedStatement(ProductSQL.countInCategory).bind(categoryID).fetchOne { $0.int(at: 0) } ?? 0
            page =
                window.isPastEnd(total: total)
                ? nil
                : try db.cachedStatement(
                    query.sort == .name ? ProductSQL.categoryPageByName : ProductSQL.categoryPageByPrice
                ).bind(categoryID, window.limit, window.offset)
        } else {
            total = try db.cachedStatement(ProductSQL.countAll).fetchOne { $0.int(at: 0) } ?? 0
            page =
                window.isPastEnd(total: total)
                ? nil
                : try db.cachedStatement(
                    query.sort == .name ? ProductSQL.pageByName : ProductSQL.pageByPrice
                ).bind(window.limit, window.offset)
        }
        let items = try page?.fetchAll(Product.init(row:)) ?? []
        return .success(ProductPage(items: items, page: window.page, perPage: window.perPage, total: total))
    }
}
