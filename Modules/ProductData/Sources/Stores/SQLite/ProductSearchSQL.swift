import SQLiteStore

/// The SQL text of ProductData's search and search indexing on SQLite; every value is bound.
///
/// The index (`productSearch`, migration 0016) is an FTS5 table over the live products' term columns
/// `searchPrimary` and `searchSecondary`, written from Swift; FTS5 only finds the matches and counts them, the
/// ranking is ``SearchRanking``'s, in Swift, as on PostgreSQL.
enum ProductSearchSQL {
    /// Whether a live product has no terms (one probe of the partial index `productUnindexed`).
    static let hasUnindexed = "SELECT EXISTS (SELECT 1 FROM product WHERE searchPrimary IS NULL AND archivedAt IS NULL)"

    /// The vocabulary terms stored under one deletion-index key (``ProductDataIO/SearchTypoKeys``). Binds: the key.
    static let typoTerms = "SELECT term FROM searchTermKey WHERE key = ?"

    /// The number of products matching a full-text expression (unranked, so cheap). Binds: MATCH expression.
    ///
    /// The index holds live products only, so neither this count nor ``tier`` joins back to filter.
    static let count = "SELECT count(*) FROM productSearch WHERE productSearch MATCH ?"

    /// One ranking tier of the matches in recency order, with their terms. Binds: MATCH expression, limit, offset.
    ///
    /// The FTS5 rowid is the product id, and FTS5 walks its doclists backwards, so `ORDER BY rowid DESC` costs no
    /// sort; the term columns are read from the content view for the tier's rows only.
    static let tier = """
        SELECT rowid, searchPrimary, searchSecondary FROM productSearch WHERE productSearch MATCH ?
        ORDER BY rowid DESC LIMIT ? OFFSET ?
        """

    /// The live products whose ids are in a JSON array. Binds: the JSON array.
    static let productsByID = """
        SELECT \(ProductColumns.selectList)
        FROM product AS p
        WHERE p.id IN (SELECT value FROM json_each(?)) AND p.archivedAt IS NULL
        """

    /// The live products without terms, by id, with their category's name. Binds: limit.
    static let unindexed = """
        SELECT p.id, p.sku, p.name, p.description, c.name
        FROM product AS p JOIN category AS c ON c.id = p.categoryId
        WHERE p.searchPrimary IS NULL AND p.archivedAt IS NULL
        ORDER BY p.id LIMIT ?
        """

    /// The product with an id if it is live and has no terms, with its category's name. Binds: id.
    static let unindexedByID = """
        SELECT p.id, p.sku, p.name, p.description, c.name
        FROM product AS p JOIN category AS c ON c.id = p.categoryId
        WHERE p.id = ? AND p.searchPrimary IS NULL AND p.archivedAt IS NULL
        """

    /// Sets a product's terms. Binds: primary, secondary, id.
    static let setTerms = "UPDATE product SET searchPrimary = ?, searchSecondary = ? WHERE id = ?"

    /// Adds a vocabulary term under one of its deletion-index keys. Binds: key, term.
    static let addTermKey = "INSERT INTO searchTermKey (key, term) VALUES (?, ?) ON CONFLICT (key, term) DO NOTHING"
}
