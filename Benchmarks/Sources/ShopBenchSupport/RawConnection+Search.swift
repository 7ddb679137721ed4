import CSQLite

extension RawSQL {
    /// ProductSearchSQL.hasUnindexed.
    public static let searchHasUnindexed =
        "SELECT EXISTS (SELECT 1 FROM product WHERE searchPrimary IS NULL AND archivedAt IS NULL)"
    /// ProductSearchSQL.typoTerms. Binds: one deletion-index key.
    public static let searchTypoTerms = "SELECT term FROM searchTermKey WHERE key = ?"
    /// ProductSearchSQL.count. Binds: MATCH expression.
    public static let searchCount = "SELECT count(*) FROM productSearch WHERE productSearch MATCH ?"
    /// ProductSearchSQL.tier. Binds: MATCH expression, limit, offset.
    public static let searchTier = """
        SELECT rowid, searchPrimary, searchSecondary FROM productSearch WHERE productSearch MATCH ?
        ORDER BY rowid DESC LIMIT ? OFFSET ?
        """
    /// ProductSearchSQL.productsByID (the select list is `ProductColumns.selectList`, on one line as the module
    /// interpolates it). Binds: a JSON array of ids.
    public static let searchProductsByID = """
        SELECT p.id, p.sku, p.name, p.description, (SELECT c.slug FROM category AS c WHERE c.id = p.categoryId), \
        p.priceCents, p.stock
        FROM product AS p
        WHERE p.id IN (SELECT value FROM json_each(?)) AND p.archivedAt IS NULL
        """
    /// SearchTierWindow.rankingTierSize: the matches, newest first, one tier query reads (and the module ranks).
    public static let searchRankingTierSize = 500
}

extension RawConnection {
    /// The first page of a search, as `ProductCatalog.searchPage` runs it for page 1 on SQLite, in one deferred
    /// transaction: the unindexed-products probe; one run of the typo-terms statement per deletion-index key
    /// (`search.typoKeys`, none for a search without a word of 5+ letters); the first ranking tier (`LIMIT 500
    /// OFFSET 0`, ids and term columns) for `search.match`; the count only when that tier is full; then the
    /// products whose ids are the first `min(perPage, rows)` of the tier, bound as a JSON array (skipped when
    /// nothing matched).
    ///
    /// `search` was worked out beforehand from the fixture's vocabulary (``RawSearch``), so this runs SQL only: the
    /// key lookups are stepped and folded, not read into a set. It does not rank: where the module ranks the tier in
    /// Swift (`SearchRanking`) and takes the best `perPage`, this takes the first `perPage` in the order the tier
    /// came back, so the difference between the two sides includes the ranking. It does not index unindexed
    /// products either (the benchmark databases have none). Returns a checksum of what it read.
    public func search(_ search: RawSearch, perPage: Int = 20) -> Int {
        run(statement("BEGIN DEFERRED"))
        defer { run(statement("COMMIT")) }
        var checksum = Int(firstInteger(statement(RawSQL.searchHasUnindexed)))
        if !search.typoKeys.isEmpty {
            let lookup = statement(RawSQL.searchTypoTerms)
            for key in search.typoKeys {
                bind(lookup, 1, key)
                checksum &+= foldRows(lookup)
            }
        }
        let tierSize = RawSQL.searchRankingTierSize
        let tier = statement(RawSQL.searchTier)
        bind(tier, 1, search.match)
        bind(tier, 2, Int64(tierSize))
        bind(tier, 3, 0)
        var ids = JSONIDs(capacity: perPage)
        var rows = 0
        while true {
            let code = sqlite3_step(tier)
            guard code == SQLITE_ROW else {
                sqlite3_reset(tier)
                if code != SQLITE_DONE {
                    fatalError("step failed (\(code)): \(String(cString: sqlite3_errmsg(handle)))")
                }
                break
            }
            rows += 1
            let id = sqlite3_column_int64(tier, 0)
            if rows <= perPage { ids.append(id) }
            for column: Int32 in 1...2 {
                let text = sqlite3_column_text(tier, column)
                checksum &+= Int(sqlite3_column_bytes(tier, column)) &+ Int(text?.pointee ?? 0)
            }
        }
        var total = rows
        if rows == tierSize {
            let count = statement(RawSQL.searchCount)
            bind(count, 1, search.match)
            total = Int(firstInteger(count))
        }
        guard rows > 0 else { return checksum }
        let products = statement(RawSQL.searchProductsByID)
        ids.bind(products, 1)
        return checksum &+ foldRows(products) &+ total
    }

    /// The vocabulary terms stored under `keys` (the typo-terms statement once per key), read into a set: the
    /// untimed look-up a ``RawSearch`` is resolved with.
    public func typoTerms(keys: [String]) -> Set<String> {
        let lookup = statement(RawSQL.searchTypoTerms)
        var terms: Set<String> = []
        for key in keys {
            bind(lookup, 1, key)
            while sqlite3_step(lookup) == SQLITE_ROW {
                terms.insert(String(cString: sqlite3_column_text(lookup, 0)))
            }
            sqlite3_reset(lookup)
        }
        return terms
    }
}
