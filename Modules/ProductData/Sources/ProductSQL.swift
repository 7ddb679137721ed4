/// The SQL text of every ProductData statement.
///
/// Every value is a bound parameter; the strings are constants, so each connection compiles each one once
/// (``SQLiteStore/Connection/cachedStatement(_:)``). Row-returning product statements share one column order,
/// decoded by `Product.init(row:)`: id, sku, name, description, category slug, price in cents, stock.
enum ProductSQL {
    /// One product by id, joined to its category's slug. Binds: id.
    static let productByID = """
        SELECT p.id, p.sku, p.name, p.description, c.slug, p.priceCents, p.stock
        FROM product AS p JOIN category AS c ON c.id = p.categoryId
        WHERE p.id = ?
        """

    /// Every category with its product count (an index-only count per category), by name then id.
    static let categories = """
        SELECT c.slug, c.name, (SELECT count(*) FROM product AS p WHERE p.categoryId = c.id)
        FROM category AS c
        ORDER BY c.name, c.id
        """

    /// The id of the category with a slug. Binds: slug.
    static let categoryIDBySlug = "SELECT id FROM category WHERE slug = ?"

    /// The number of products in the catalog (an index-only scan).
    static let countAll = "SELECT count(*) FROM product"

    /// The number of products in one category (an index-only range count). Binds: category id.
    static let countInCategory = "SELECT count(*) FROM product WHERE categoryId = ?"

    // Pages use a "deferred join": the inner query skips OFFSET rows inside a covering index (name, id or
    // priceCents, id, prefixed by categoryId when filtered) without touching the table, and only the page's
    // ids are joined back to product. The outer ORDER BY re-sorts at most 100 rows.

    /// A page of the whole catalog by name, then id. Binds: limit, offset.
    static let pageByName = """
        SELECT p.id, p.sku, p.name, p.description,
            (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), p.priceCents, p.stock
        FROM (SELECT id FROM product ORDER BY name, id LIMIT ? OFFSET ?) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.name, p.id
        """

    /// A page of the whole catalog by price, then id. Binds: limit, offset.
    static let pageByPrice = """
        SELECT p.id, p.sku, p.name, p.description,
            (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), p.priceCents, p.stock
        FROM (SELECT id FROM product ORDER BY priceCents, id LIMIT ? OFFSET ?) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.priceCents, p.id
        """

    /// A page of one category by name, then id. Binds: category id, limit, offset.
    static let categoryPageByName = """
        SELECT p.id, p.sku, p.name, p.description,
            (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), p.priceCents, p.stock
        FROM (SELECT id FROM product WHERE categoryId = ? ORDER BY name, id LIMIT ? OFFSET ?) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.name, p.id
        """

    /// A page of one category by price, then id. Binds: category id, limit, offset.
    static let categoryPageByPrice = """
        SELECT p.id, p.sku, p.name, p.description,
            (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), p.priceCents, p.stock
        FROM (SELECT id FROM product WHERE categoryId = ? ORDER BY priceCents, id LIMIT ? OFFSET ?) AS page
        JOIN product AS p ON p.id = page.id
        ORDER BY p.priceCents, p.id
        """

    /// The number of products matching a full-text expression (unranked, so cheap). Binds: MATCH expression.
    static let searchCount = "SELECT count(*) FROM productSearch WHERE productSearch MATCH ?"

    /// A page of full-text matches, best first: bm25 with a name match weighted 10× a description match
    /// (bm25 is negative, lower is better), ties by id. Only the page's ids are joined back to product.
    /// Binds: MATCH expression, limit, offset.
    static let searchPage = """
        SELECT p.id, p.sku, p.name, p.description,
            (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), p.priceCents, p.stock
        FROM (
            SELECT rowid AS id, bm25(productSearch, 10.0, 1.0) AS score
            FROM productSearch WHERE productSearch MATCH ?
            ORDER BY score, rowid LIMIT ? OFFSET ?
        ) AS hit
        JOIN product AS p ON p.id = hit.id
        ORDER BY hit.score, hit.id
        """
}
