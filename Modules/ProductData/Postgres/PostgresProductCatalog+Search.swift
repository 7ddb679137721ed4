import PostgresNIO
import ProductDataIO
import ProductDataShared

extension PostgresProductCatalog {
    /// One page of a full-text search over names and descriptions, best match first within tiers of recency, with
    /// the exact number of matches: the meaning of the SQLite implementation's search.
    ///
    /// The text becomes ``SearchWords`` (split as on SQLite; no query syntax from the user), bound as the argument of
    /// the schema's `shop_search_query`: every word a required prefix, case and diacritics folded as the index folds
    /// them. Ranking is tiered (``ProductQueries/searchPage(_:slice:)``, ``SearchTierWindow``): tiers of 500 matches,
    /// newest first, each ranked with a name match weighted ten times a description match, ties by id; every match
    /// appears on exactly one page. The count and the page's tier queries run in one snapshot. Fails with
    /// ``ProductDataError/invalidPaging(page:perPage:)`` and ``ProductDataError/emptySearch``.
    func search(_ query: SearchQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        guard let words = SearchWords(text: query.text) else { return .failure(.emptySearch) }
        return try await read(snapshot: true) { connection, logger in
            let total = try await Self.count(ProductQueries.searchCount(words), on: connection, logger: logger)
            let tiers = SearchTierWindow(page: window, total: total)
            var items: [Product] = []
            items.reserveCapacity(tiers.rowCount)
            for slice in tiers.slices {
                let rows = try await connection.query(ProductQueries.searchPage(words, slice: slice), logger: logger)
                items += try await ProductRow.products(rows)
            }
            return .success(ProductPage(items: items, page: window.page, perPage: window.perPage, total: total))
        }
    }
}
