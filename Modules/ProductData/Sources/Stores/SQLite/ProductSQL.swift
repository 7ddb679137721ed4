import SQLiteStore

/// The SQL text of every ProductData statement.
///
/// Every value is a bound parameter; the strings are constants, so each connection compiles each one once
/// (``SQLiteStore/Connection/cachedStatement(_:)``). Row-returning product statements select one named column set,
/// ``ProductColumns``, decoded by `Product.init(row:)`.
///
/// Search counts its matches exactly but ranks them in tiers of ``SearchTierWindow/rankingTierSize`` (500) by
/// recency, product id descending, each tier ordered by bm25: bm25 costs ~1–4 µs per row it scores, and at
/// 1,000,000 products a broad word matches ~61,000 rows, 40–70 ms fully ranked against ~5–9 ms in tiers (see
/// ``searchPage``). With at most 500 matches the ranking is the full bm25 ranking.
enum ProductSQL {
    /// One product by id, with its category's slug. Binds: id.
    static let productByID = """
        SELECT \(ProductColumns.selectList)
        FROM product AS p
        WHERE p.id = ? AND p.archivedAt IS NULL
        """

    /// Every category with its live product count (an index-only count per category), by name then id.
    static let categories = """
        SELECT c.slug, c.name, (SELECT count(*) FROM product AS p WHERE p.categoryId = c.id AND p.archivedAt IS NULL)
        FROM category AS c
        ORDER BY c.name, c.id
        """

    /// The id of the category with a slug. Binds: slug.
    static let categoryIDBySlug = "SELECT id FROM category WHERE slug = ?"

    /// The number of live products in the catalog (an index-only scan of a partial index).
    static let countAll = "SELECT count(*) FROM product WHERE archivedAt IS NULL"

    /// The number of live products in one category (an index-only range count). Binds: category id.
    static let countInCategory = "SELECT count(*) FROM product WHERE categoryId = ? AND archivedAt IS NULL"

    // Pages use a "deferred join": the inner query skips OFFSET rows inside a covering index (name, id or
    // priceCents, id, prefixed by categoryId when filtered) without touching the table, and only the page's
    // ids are joined back to product. The outer ORDER BY re-sorts at most 100 rows. The indexes are partial (live
    // products only, migration 0015), so `archivedAt IS NULL` costs nothing.

    /// A page of the whole catalog by name, then id. Binds: limit, offset.
    static let pageByName = """
        SELECT \(ProductColumns.selectList)
        FROM (SELECT id FROM product WHERE archivedAt IS NULL ORDER BY name, id LIMIT ? OFFSET ?) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.name, p.id
        """

    /// A page of the whole catalog by price, then id. Binds: limit, offset.
    static let pageByPrice = """
        SELECT \(ProductColumns.selectList)
        FROM (
            SELECT id FROM product WHERE archivedAt IS NULL ORDER BY priceCents, id LIMIT ? OFFSET ?
        ) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.priceCents, p.id
        """

    /// A page of one category by name, then id. Binds: category id, limit, offset.
    static let categoryPageByName = """
        SELECT \(ProductColumns.selectList)
        FROM (
            SELECT id FROM product WHERE categoryId = ? AND archivedAt IS NULL ORDER BY name, id LIMIT ? OFFSET ?
        ) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.name, p.id
        """

    /// A page of one category by price, then id. Binds: category id, limit, offset.
    static let categoryPageByPrice = """
        SELECT \(ProductColumns.selectList)
        FROM (
            SELECT id FROM product WHERE categoryId = ? AND archivedAt IS NULL
            ORDER BY priceCents, id LIMIT ? OFFSET ?
        ) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.priceCents, p.id
        """

    /// The number of products matching a full-text expression (unranked, so cheap). Binds: MATCH expression.
    ///
    /// The index holds live products only (its triggers drop an archived product's row in the archiving
    /// transaction, migration 0015), so neither this count nor ``searchPage`` joins back to filter.
    ///
    /// The count stays exact even though ranking is tiered: it costs a walk of the matching doclists, no bm25.
    static let searchCount = "SELECT count(*) FROM productSearch WHERE productSearch MATCH ?"

    /// A page of one ranking tier of full-text matches, best first. Binds: MATCH expression, tier limit, tier
    /// offset, page limit, page offset (``SearchTierWindow/Slice``).
    ///
    /// **Tiered ranking.** The innermost query takes one tier of the matches in recency order, `ORDER BY rowid DESC
    /// LIMIT tierSize OFFSET tier * tierSize` (the FTS5 rowid is the product id; FTS5 walks its doclists backwards,
    /// so this order costs no sort). Only that tier is scored, by bm25 with a name match weighted 10× a
    /// description match (bm25 is negative, lower is better), and ordered by score, ties by id; the middle query
    /// takes the page's rows of it, and only their ids are joined back to product. Results are tier 0 (the
    /// ``SearchTierWindow/rankingTierSize`` newest matches) in rank order, then tier 1, and so on: every match
    /// appears exactly once across pages, and paging is stable. A page straddling a tier boundary runs this
    /// statement once per tier. With at most one tier of matches this is exactly a full bm25 ranking.
    ///
    /// Why: bm25 costs ~1–4 µs per row it scores, and ranking all matches scores every one. At 1,000,000 products
    /// a broad word matches ~61,000, so a fully ranked page took 40–70 ms; in tiers it takes ~5–9 ms for one word
    /// (p99 of the raw SQL over a mix of 1–2-word queries at 1M: 54 ms fully ranked, 9.5 ms in tiers of 500).
    /// What remains is mostly fixed per run of a statement, not per tier row: bm25's first row counts each
    /// phrase's matches for its IDF, and a prefix longer than 8 characters (the longest prefix index, migration
    /// 0009) makes FTS5 merge the doclists of every word it matches, so a page straddling two tiers costs about
    /// one more tier run. The price is relevance: a strong match older than the newest 500 matches ranks after
    /// every match of the newer tiers.
    static let searchPage = """
        SELECT \(ProductColumns.selectList)
        FROM (
            SELECT id, score FROM (
                SELECT rowid AS id, bm25(productSearch, 10.0, 1.0) AS score
                FROM productSearch WHERE productSearch MATCH ?
                ORDER BY rowid DESC LIMIT ? OFFSET ?
            ) ORDER BY score, id LIMIT ? OFFSET ?
        ) AS hit
        JOIN product AS p ON p.id = hit.id
        ORDER BY hit.score, hit.id
        """
}
