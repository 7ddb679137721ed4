import ProductDataIO
import SQLiteStore

extension ProductCatalog {
    /// One page of a full-text search over names and descriptions, best match first, with the number of matches.
    ///
    /// The text becomes a ``SearchExpression`` (prefix terms, all required; no FTS5 syntax from the user). Results
    /// are ranked by bm25 with a name match weighted ten times a description match, ties by id. The count and the
    /// page run in one read transaction. Fails with ``ProductDataError/invalidPaging(page:perPage:)`` and
    /// ``ProductDataError/emptySearch`` (no letter or digit in the text).
    func search(_ query: SearchQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        guard let expression = SearchExpression(text: query.text) else { return .failure(.emptySearch) }
        let match = expression.matchExpression
        return try await read { db in
            try db.transaction { db in
                let total = try db.cachedStatement(ProductSQL.searchCount).bind(match).fetchOne { $0.int(at: 0) } ?? 0
                let items = window.isPastEnd(total: total) ? [] : try db.cachedStatement(ProductSQL.searchPage)
                    .bind(match, window.limit, window.offset)
                    .fetchAll(Product.init(row:))
                return .success(ProductPage(items: items, page: window.page, perPage: window.perPage, total: total))
            }
        }
    }
}
