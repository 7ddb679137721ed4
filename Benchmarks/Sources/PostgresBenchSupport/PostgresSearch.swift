import PostgresNIO
import PostgresStore
import ShopBenchSupport

/// One search text of the PostgreSQL rows, worked out once after seeding: what the module's search statements
/// (`ProductQueries` in Modules/ProductData/Sources/Stores/Postgres) are bound with for it, for pgbench.
///
/// pgbench can neither analyse a text into typo keys and a `tsquery` nor carry the rows of one statement into the
/// next, so `Benchmarks/pgbench/search.sql` takes from variables what the module works out in Swift: the keys
/// (``RawSearch/typoKeys``), the `tsquery` (``RawSearch/tsquery``, with the typo terms this database's vocabulary
/// holds under those keys), whether the first ranking tier is full (the module then counts), and the ids of the
/// page: the first 20 of the tier in the order it comes back. The module ranks the tier in Swift and takes the best
/// 20 instead; that ranking is part of what the board side's time includes.
public struct PostgresSearch: Sendable {
    /// `SearchTierWindow.rankingTierSize`.
    static let tierSize = 500
    /// The page size of the search rows.
    static let perPage = 20

    /// The text and its analysis, resolved against the database's vocabulary.
    public let search: RawSearch
    /// Whether the first tier holds ``tierSize`` rows, so the module runs its count query.
    public let tierIsFull: Bool
    /// The first ``perPage`` ids of the first tier, in the order the tier query returns them.
    public let pageIDs: [Int64]

    /// Works out each of `texts` on `database` (the module's vocabulary and tier statements, untimed), in order.
    static func resolve(_ texts: [String], in database: PostgresStore.PostgresDatabase) async throws
        -> [PostgresSearch]
    {
        let logger = database.logger
        return try await database.withConnection { connection in
            var searches: [PostgresSearch] = []
            for text in texts {
                guard let unresolved = RawSearch(text: text) else {
                    throw SetupError("no word in the search text \(text)")
                }
                var known: Set<String> = []
                if !unresolved.typoKeys.isEmpty {
                    let keys = unresolved.typoKeys
                    for try await term in try await connection.query(
                        "SELECT DISTINCT term FROM search_term_key WHERE key = ANY(\(keys))", logger: logger
                    ).decode(String.self) {
                        known.insert(term)
                    }
                }
                let search = unresolved.resolved(known: known)
                let (tsquery, firstTier) = (search.tsquery, 0)
                var ids: [Int64] = []
                for try await id in try await connection.query(
                    """
                    SELECT id FROM product WHERE search_terms @@ \(tsquery)::tsquery AND archived_at IS NULL
                    ORDER BY id DESC LIMIT \(tierSize) OFFSET \(firstTier)
                    """, logger: logger
                ).decode(Int64.self) {
                    ids.append(id)
                }
                searches.append(
                    PostgresSearch(
                        search: search, tierIsFull: ids.count == tierSize, pageIDs: Array(ids.prefix(perPage))))
            }
            return searches
        }
    }

    /// The pgbench variables of this search, named `search<index>_<name>` as ``PgbenchScripts`` binds the template's
    /// `:search_<name>`: `keys` and `ids` as array literals, `query` the `tsquery`, and the flags `has_keys`,
    /// `tier_full` and `has_ids` (1 or 0).
    func variables(index: Int) -> [String: String] {
        let prefix = "search\(index)_"
        return [
            // Quoted, so a key spelt `null` stays a string (keys are lower-case ASCII letters: nothing to escape).
            prefix + "keys": "{" + search.typoKeys.map { "\"\($0)\"" }.joined(separator: ",") + "}",
            prefix + "query": search.tsquery,
            prefix + "ids": "{" + pageIDs.map(String.init).joined(separator: ",") + "}",
            prefix + "has_keys": search.typoKeys.isEmpty ? "0" : "1",
            prefix + "tier_full": tierIsFull ? "1" : "0",
            prefix + "has_ids": pageIDs.isEmpty ? "0" : "1",
        ]
    }
}
