import PostgresNIO

/// ProductData's search queries on PostgreSQL, with the meaning of the SQLite implementation's search statements.
///
/// Every value is bound (`PostgresQuery` interpolation); only the constant ``ProductRow/columns`` is spliced in. They
/// are unnamed statements, planned for each run's own words: the best plan depends on how many products match (a
/// GIN bitmap scan for rare words, a walk of the primary key newest-first for common ones), and a named statement's
/// generic plan would pick one plan for all. The lookups and listings are named prepared statements
/// (``ProductStatements``). Both see live products only (`archived_at IS NULL`, checked on the rows the GIN index finds).
enum ProductQueries {
    /// The exact number of products matching the search words (unranked, from the GIN index).
    static func searchCount(_ words: SearchWords) -> PostgresQuery {
        "SELECT count(*) FROM product WHERE search @@ shop_search_query(\(words.text)) AND archived_at IS NULL"
    }

    /// A page of one ranking tier of matches, best first (``SearchTierWindow/Slice``).
    ///
    /// As on SQLite: the innermost query takes one tier of the matches in recency order (id descending, `LIMIT
    /// tierLimit OFFSET tierOffset`); only that tier is ranked, by `ts_rank` with a name match (weight A) counting
    /// ten times a description match (weight B), no length normalisation (a word repeated counts more), ties by id;
    /// the middle query takes the page's rows of it, and only their ids are joined back for the page. Every match
    /// appears on exactly one page.
    static func searchPage(_ words: SearchWords, slice: SearchTierWindow.Slice) -> PostgresQuery {
        """
        SELECT \(unescaped: ProductRow.columns)
        FROM (
            SELECT tier.id, ts_rank('{0.1, 0.1, 0.1, 1.0}', m.search, shop_search_query(\(words.text)), 0) AS rank
            FROM (
                SELECT id FROM product WHERE search @@ shop_search_query(\(words.text)) AND archived_at IS NULL
                ORDER BY id DESC LIMIT \(slice.tierLimit) OFFSET \(slice.tierOffset)
            ) AS tier
            JOIN product AS m ON m.id = tier.id
            ORDER BY rank DESC, tier.id LIMIT \(slice.limit) OFFSET \(slice.offset)
        ) AS hit
        JOIN product AS p ON p.id = hit.id JOIN category AS c ON c.id = p.category_id
        ORDER BY hit.rank DESC, hit.id
        """
    }
}
