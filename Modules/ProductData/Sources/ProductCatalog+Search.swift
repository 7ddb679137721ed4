import ProductDataIO
import ProductDataShared
import SQLiteStore

extension ProductCatalog {
    /// One page of a full-text search over names and descriptions, best match first within tiers of recency, with
    /// the exact number of matches.
    ///
    /// The text becomes a ``SearchExpression`` (prefix terms, all required; no FTS5 syntax from the user).
    ///
    /// Ranking is tiered (``ProductSQL/searchPage``, ``SearchTierWindow``): the matches, newest (highest id)
    /// first, are cut into tiers of ``SearchTierWindow/rankingTierSize`` (500); each tier is ranked by bm25 with a
    /// name match weighted ten times a description match, ties by id; pages walk tier 0 in rank order, then
    /// tier 1, and so on, so every match appears exactly once and paging is stable. A search with at most 500
    /// matches is therefore fully ranked. Tiers bound the ranking cost: bm25 costs ~1–4 µs per row it scores,
    /// and at 1,000,000 products a broad word matches ~61,000, which took 40–70 ms fully ranked against ~5–9 ms
    /// in tiers (p99 over a mix of 1–2-word queries: 54 ms fully ranked, 9.5 ms in tiers of 500).
    ///
    /// The exact count (unranked) and the page's tier queries (one, or one per tier when the page straddles a
    /// tier boundary) run in one read transaction, so `total` and `items` agree; a page past the end runs no page
    /// query. Fails with ``ProductDataError/invalidPaging(page:perPage:)`` and ``ProductDataError/emptySearch``
    /// (no letter or digit in the text).
    func search(_ query: SearchQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        guard let expression = SearchExpression(text: query.text) else { return .failure(.emptySearch) }
        let match = expression.matchExpression
        return try await read { db in
            try db.transaction { db in
                let total = try db.cachedStatement(ProductSQL.searchCount).bind(match).fetchOne { $0.int(at: 0) } ?? 0
                let tiers = SearchTierWindow(page: window, total: total)
                var items: [Product] = []
                items.reserveCapacity(tiers.rowCount)
                for slice in tiers.slices {
                    items += try db.cachedStatement(ProductSQL.searchPage)
                        .bind(match, slice.tierLimit, slice.tierOffset, slice.limit, slice.offset)
                        .fetchAll(Product.init(row:))
                }
                return .success(ProductPage(items: items, page: window.page, perPage: window.perPage, total: total))
            }
        }
    }
}
