import ProductDataIO

/// ProductData's rules, written once for every database: what each board answers, over a ``ProductStore``.
///
/// Ids below 1 are never found and do not touch the database; a page request is validated into a ``PageWindow``
/// before any query; search text becomes ``SearchWords`` (never query syntax) and a search page reads the ranking
/// tiers of ``SearchTierWindow``; a count and its page run in one snapshot, so `total` and `items` agree; a page
/// past the end runs no page query. Domain failures come back as `.failure`; the methods throw only
/// `CancellationError`, when the calling task is cancelled, so the board ends that activation as cancelled.
struct ProductCatalog<Store: ProductStore>: Sendable {
    /// Where the catalog is read.
    let store: Store

    /// One product by id.
    func product(id: Int64) async throws -> Result<Product, ProductDataError> {
        guard id > 0 else { return .failure(.productNotFound(id)) }
        let outcome = try await store.outcome { try await store.product(id: id) }
        // Moved out, not copied: a copy would retain every string of the product.
        switch consume outcome {
        case let .success(product?): return .success(product)
        case .success(nil): return .failure(.productNotFound(id))
        case let .failure(failure): return .failure(failure)
        }
    }

    /// Every category with its product count, ordered by name.
    func categories() async throws -> Result<[CategorySummary], ProductDataError> {
        try await store.outcome { try await store.categories() }
    }

    /// One sorted page of the catalog or of one category, with the number of matching products.
    ///
    /// Fails with ``ProductDataError/invalidPaging(page:perPage:)`` for an out-of-range page or size and
    /// ``ProductDataError/categoryNotFound(_:)`` for an unknown slug.
    func productPage(_ query: ProductQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        return try await store.outcome {
            try await store.read { snapshot in
                var categoryID: Int64?
                if let slug = query.categorySlug {
                    guard let id = try await snapshot.categoryID(slug: slug) else {
                        throw ProductDataError.categoryNotFound(slug)
                    }
                    categoryID = id
                }
                let total = try await snapshot.productCount(categoryID: categoryID)
                let items =
                    window.isPastEnd(total: total)
                    ? [] : try await snapshot.products(categoryID: categoryID, sort: query.sort, window: window)
                return ProductPage(items: items, page: window.page, perPage: window.perPage, total: total)
            }
        }
    }

    /// One page of a full-text search over names, categories, SKUs and descriptions, best match first within tiers
    /// of recency, with the exact number of matches.
    ///
    /// The rule is written once, here and in the types it uses: the text becomes ``SearchWords`` (folded, stemmed);
    /// the store looks up their typo keys in its vocabulary's deletion index; ``SearchMatch`` is what each word matches (terms
    /// starting with its stem, and for 5+ letters vocabulary terms one edit away), every word required; each tier
    /// the page covers comes back with its stored terms and ``SearchRanking`` orders it. Ranking is tiered
    /// (``SearchTierWindow``): the matches, newest (highest id) first, are cut into tiers of
    /// ``SearchTierWindow/rankingTierSize`` (500), each ranked on its own; pages walk tier 0 in rank order, then tier
    /// 1, and so on, so every match appears exactly once and paging is stable. A search with at most 500 matches is
    /// therefore fully ranked; tiers bound the ranking cost at 1,000,000 products. Products without search terms
    /// are indexed first (``indexUnindexedProducts()``). Fails with ``ProductDataError/invalidPaging(page:perPage:)``
    /// and ``ProductDataError/emptySearch`` (no letter or digit in the text).
    func search(_ query: SearchQuery) async throws -> Result<ProductPage, ProductDataError> {
        guard let window = PageWindow(page: query.page, perPage: query.perPage) else {
            return .failure(.invalidPaging(page: query.page, perPage: query.perPage))
        }
        guard let words = SearchWords(text: query.text) else { return .failure(.emptySearch) }
        return try await store.outcome {
            if let page = try await searchPage(words, window, unlessUnindexed: true) { return page }
            try await indexUnindexedProducts()
            // A product written by SQL meanwhile may be missing from this page; the next search indexes it.
            return try await searchPage(words, window, unlessUnindexed: false)!
        }
    }

    /// One page of the search in one read snapshot; `nil` when `unlessUnindexed` and some live product has no
    /// search terms yet.
    private func searchPage(_ words: SearchWords, _ window: PageWindow, unlessUnindexed: Bool) async throws
        -> ProductPage?
    {
        try await store.read { snapshot in
            if unlessUnindexed, try await snapshot.hasUnindexedProducts() { return nil }
            let keys = words.typoKeys
            let known = try await keys.isEmpty ? [] : snapshot.typoTerms(keys: keys)
            let match = SearchMatch(words, known: known)
            // A page in the first tier reads that tier first: when it holds fewer matches than a full tier, they are
            // all the matches, and the count query (a second full-text evaluation) is not needed.
            var rankedTiers: [Int: [Int64]] = [:]
            let total: Int
            let tierSize = SearchTierWindow.rankingTierSize
            if window.offset < tierSize {
                let first = try await snapshot.searchTier(match, limit: tierSize, offset: 0)
                rankedTiers[0] = SearchRanking.ranked(first)
                total = try await first.count < tierSize ? first.count : snapshot.searchCount(match)
            } else {
                total = try await snapshot.searchCount(match)
            }
            let tiers = SearchTierWindow(page: window, total: total)
            var ids: [Int64] = []
            ids.reserveCapacity(tiers.rowCount)
            for slice in tiers.slices {
                let ranked: [Int64]
                if let tier = rankedTiers[slice.tier] {
                    ranked = tier
                } else {
                    let tier = try await snapshot.searchTier(match, limit: slice.tierLimit, offset: slice.tierOffset)
                    ranked = SearchRanking.ranked(tier)
                }
                ids += ranked.dropFirst(slice.offset).prefix(slice.limit)
            }
            let found = try await ids.isEmpty ? [] : snapshot.products(ids: ids)
            let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            return ProductPage(
                items: ids.compactMap { byID[$0] }, page: window.page, perPage: window.perPage, total: total)
        }
    }
}
