import SQLiteStore

/// The SQL text of every ProductData statement.
///
/// Every value is a bound parameter; the strings are constants, so each connection compiles each one once
/// (``SQLiteStore/Connection/cachedStatement(_:)``). Row-returning product statements select one named column set,
/// ``ProductColumns``, decoded by `Product.init(row:)`.
///
/// Search has its own statements, ``ProductSearchSQL``.
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
}
