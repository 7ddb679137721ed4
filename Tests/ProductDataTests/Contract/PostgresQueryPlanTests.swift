import PostgresNIO
import PostgresStore
import ProductDataIO
import ShopTestSupport
import Testing

@testable import ProductData

/// The PostgreSQL statements can use the indexes made for them. The planner is told to avoid sequential scans (and,
/// for listings, sorts), so a plan without the index means the statement's shape keeps the index out, whatever the
/// table's size.
@Suite(
    "ProductData on PostgreSQL: query plans",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresQueryPlanTests {
    @Test("search is answered from the GIN index; listings walk their (name, id) and (price_cents, id) indexes")
    func indexesAreUsed() async throws {
        try await withContractDatabase(.postgres) { database in
            let category = try await database.insertCategory(slug: "c", name: "C")
            try await database.insertProducts(count: 50, categoryID: category, name: { "Lamp \($0)" })
            let postgres = try database.postgres
            let words = try #require(SearchWords(text: "lamp"))
            let match = SearchMatch(words, known: [])
            let plans = try await postgres.withConnection { connection in
                // The products get their search terms (as a search would index them) and the table its statistics:
                // without them the planner estimates one row per relation and picks any index at all.
                try await connection.query(
                    "UPDATE product SET search_primary = 'lamp ' || id::text, search_secondary = 'a lamp'",
                    logger: postgres.logger)
                try await connection.query("ANALYZE product", logger: postgres.logger)
                try await connection.query("SET enable_seqscan = off", logger: postgres.logger)
                var plans: [String] = []
                for (index, query) in [
                    ProductQueries.searchCount(match), ProductQueries.searchTier(match, limit: 500, offset: 0),
                    PostgresQuery(unsafeSQL: ProductStatements.PageByName.sql, binds: Self.binds(20, 0)),
                    PostgresQuery(unsafeSQL: ProductStatements.PageByPrice.sql, binds: Self.binds(20, 0)),
                    PostgresQuery(unsafeSQL: ProductStatements.CategoryPageByName.sql, binds: Self.binds(1, 20, 0)),
                    PostgresQuery(unsafeSQL: ProductStatements.ProductByID.sql, binds: Self.binds(1)),
                ].enumerated() {
                    if index == 2 {
                        // Listings: an index walked in order, not a sort of what a bitmap scan found.
                        try await connection.query("SET enable_sort = off", logger: postgres.logger)
                        try await connection.query("SET enable_bitmapscan = off", logger: postgres.logger)
                    }
                    let explain = PostgresQuery(unsafeSQL: "EXPLAIN " + query.sql, binds: query.binds)
                    var lines: [String] = []
                    for try await line in try await connection.query(explain, logger: postgres.logger)
                        .decode(String.self)
                    {
                        lines.append(line)
                    }
                    plans.append(lines.joined(separator: "\n"))
                }
                return plans
            }
            // On this 50-row table without statistics the planner may find the live rows through a partial listing
            // index (migration 0014) and filter the words; still an index, never a sequential scan (checked below).
            #expect(plans[0].contains("product_search_terms") || plans[0].contains("Bitmap Index Scan"), "\(plans[0])")
            // The tier: the GIN index, the primary key walked newest first, or on this table of 50 live matches a
            // bitmap over a partial index of live rows; never a sequential scan.
            #expect(
                ["product_search_terms", "product_pkey", "Bitmap Index Scan"].contains { plans[1].contains($0) },
                "\(plans[1])")
            #expect(plans[2].contains("product_by_name"), "\(plans[2])")
            #expect(plans[3].contains("product_by_price"), "\(plans[3])")
            #expect(plans[4].contains("product_by_category_name"), "\(plans[4])")
            // By id: the primary key, or on this 50-row table a partial index (migration 0014) whose predicate the
            // query's `archived_at IS NULL` matches; either way the id is an index condition.
            #expect(plans[5].contains("Index Cond: (id = "), "\(plans[5])")
            #expect(plans.allSatisfy { !$0.contains("Seq Scan on product") }, "\(plans)")
            // Only the page's rows (`p`, at most 100) are sorted; the inner query walks its index in order.
            let innerSorts = plans[2...].filter {
                $0.contains("Sort Key: product") || $0.contains("Sort Key: ((product")
            }
            #expect(innerSorts.isEmpty, "listings sort the table's rows: \(innerSorts)")
        }
    }

    /// Bindings of 64-bit integers.
    static func binds(_ values: Int64...) -> PostgresBindings {
        var bindings = PostgresBindings()
        for value in values { bindings.append(value) }
        return bindings
    }
}
