import PostgresNIO

/// Every ProductData query on PostgreSQL, with the same meaning as the SQLite implementation's statements.
///
/// Every value is bound (`PostgresQuery` interpolation); only constant SQL fragments are spliced in
/// (``ProductRow/columns``, the sort order). Names sort by code point (`COLLATE "C"`), as SQLite's BINARY collation
/// sorts, whatever the database's locale; the name indexes of migration 0002 use the same collation.
enum ProductQueries {
    /// One product by id, with its category's slug.
    static func product(id: Int64) -> PostgresQuery {
        """
        SELECT \(unescaped: ProductRow.columns)
        FROM product AS p JOIN category AS c ON c.id = p.category_id
        WHERE p.id = \(id)
        """
    }

    /// Every category with its product count, by name then id.
    static let categories: PostgresQuery = """
        SELECT c.slug, c.name, (SELECT count(*) FROM product AS p WHERE p.category_id = c.id)
        FROM category AS c
        ORDER BY c.name COLLATE "C", c.id
        """

    /// The id of the category with a slug.
    static func categoryID(slug: String) -> PostgresQuery {
        "SELECT id FROM category WHERE slug = \(slug)"
    }

    /// The number of products in the catalog, or in one category.
    static func count(categoryID: Int64?) -> PostgresQuery {
        guard let categoryID else { return "SELECT count(*) FROM product" }
        return "SELECT count(*) FROM product WHERE category_id = \(categoryID)"
    }

    /// A page of the catalog, or of one category, sorted by name or price, then id.
    ///
    /// A deferred join, as on SQLite: the inner query skips `offset` rows inside the (category_id,) name or price
    /// index and only the page's ids are joined back to product.
    static func page(categoryID: Int64?, byName: Bool, limit: Int, offset: Int) -> PostgresQuery {
        let order = byName ? "name COLLATE \"C\", id" : "price_cents, id"
        let outerOrder = byName ? "p.name COLLATE \"C\", p.id" : "p.price_cents, p.id"
        if let categoryID {
            return """
                SELECT \(unescaped: ProductRow.columns)
                FROM (
                    SELECT id FROM product WHERE category_id = \(categoryID)
                    ORDER BY \(unescaped: order) LIMIT \(limit) OFFSET \(offset)
                ) AS page
                JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
                ORDER BY \(unescaped: outerOrder)
                """
        }
        return """
            SELECT \(unescaped: ProductRow.columns)
            FROM (SELECT id FROM product ORDER BY \(unescaped: order) LIMIT \(limit) OFFSET \(offset)) AS page
            JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
            ORDER BY \(unescaped: outerOrder)
            """
    }

    /// The exact number of products matching the search words (unranked, from the GIN index).
    static func searchCount(_ words: SearchWords) -> PostgresQuery {
        "SELECT count(*) FROM product WHERE search @@ shop_search_query(\(words.text))"
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
                SELECT id FROM product WHERE search @@ shop_search_query(\(words.text))
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
