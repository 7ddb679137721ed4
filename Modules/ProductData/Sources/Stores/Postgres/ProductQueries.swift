import PostgresNIO
import ProductDataIO

/// ProductData's search queries on PostgreSQL, with the meaning of the SQLite implementation's search statements.
///
/// Every value is bound (`PostgresQuery` interpolation); only the constant ``ProductRow/columns`` is spliced in. They
/// are unnamed statements, planned for each run's own words: the best plan depends on how many products match (a
/// GIN bitmap scan for rare words, a walk of the primary key newest-first for common ones), and a named statement's
/// generic plan would pick one plan for all. The index (migration 0015) is a GIN index over `search_terms`, the
/// tsvector made of exactly the term columns written from Swift; the search is bound as a `tsquery` literal
/// (``SearchMatch/tsquery``) and cast, so no text search configuration touches it. Both see live products only
/// (`archived_at IS NULL`, checked on the rows the GIN index finds).
enum ProductQueries {
    /// Whether a live product has no terms (one probe of the partial index `product_unindexed`).
    static func hasUnindexed() -> PostgresQuery {
        "SELECT EXISTS (SELECT 1 FROM product WHERE search_primary IS NULL AND archived_at IS NULL)"
    }

    /// The vocabulary terms stored under any of `keys` in the deletion index (``ProductDataIO/SearchTypoKeys``).
    static func typoTerms(keys: [String]) -> PostgresQuery {
        "SELECT DISTINCT term FROM search_term_key WHERE key = ANY(\(keys))"
    }

    /// The exact number of live products `match` matches (unranked, from the GIN index).
    static func searchCount(_ match: SearchMatch) -> PostgresQuery {
        "SELECT count(*) FROM product WHERE search_terms @@ \(match.tsquery)::tsquery AND archived_at IS NULL"
    }

    /// One ranking tier of the matches in recency order (id descending), with their terms (``SearchRanking``).
    static func searchTier(_ match: SearchMatch, limit: Int, offset: Int) -> PostgresQuery {
        """
        SELECT id, search_primary, search_secondary FROM product
        WHERE search_terms @@ \(match.tsquery)::tsquery AND archived_at IS NULL
        ORDER BY id DESC LIMIT \(limit) OFFSET \(offset)
        """
    }

    /// The live products among `ids`.
    static func products(ids: [Int64]) -> PostgresQuery {
        "SELECT \(unescaped: ProductRow.columns) FROM \(unescaped: ProductRow.source) WHERE p.id = ANY(\(ids)) AND p.archived_at IS NULL"
    }

    /// The live products without terms, by id (only `id`, when given), with their category's name.
    static func unindexed(id: Int64?, limit: Int) -> PostgresQuery {
        """
        SELECT p.id, p.sku, p.name, p.description, c.name
        FROM product AS p JOIN category AS c ON c.id = p.category_id
        WHERE p.search_primary IS NULL AND p.archived_at IS NULL AND (\(id)::bigint IS NULL OR p.id = \(id))
        ORDER BY p.id LIMIT \(limit)
        """
    }

    /// Sets a product's terms.
    static func setTerms(id: Int64, terms primary: String, _ secondary: String) -> PostgresQuery {
        "UPDATE product SET search_primary = \(primary), search_secondary = \(secondary) WHERE id = \(id)"
    }

    /// Adds vocabulary terms under their deletion-index keys: `keys[i]` is a key of `terms[i]`.
    static func addTermKeys(_ keys: [String], _ terms: [String]) -> PostgresQuery {
        """
        INSERT INTO search_term_key (key, term) SELECT * FROM unnest(\(keys)::text[], \(terms)::text[])
        ON CONFLICT (key, term) DO NOTHING
        """
    }
}
