import SQLiteStore
import ShopTestSupport
import Testing

@testable import ProductData

/// The query plans of ProductData's statements: pages walk the indexes of migration 0002 (covering, so OFFSET skips
/// index entries only), counts are index-only, lookups use the primary key, and nothing scans the product table.
@Suite("Query plans")
@MainActor
struct QueryPlanTests {
    /// The `EXPLAIN QUERY PLAN` details of `sql`, with `arguments` bound.
    private func plan(
        _ sql: String, _ arguments: [any DatabaseValueConvertible], in database: TestDatabase
    ) throws -> String {
        try database.pool.read { db in
            try db.prepare("EXPLAIN QUERY PLAN " + sql).bind(arguments: arguments).fetchAll { $0.string(at: 3) }
        }.joined(separator: "\n")
    }

    /// A database with a few categories and products, as the app would have (no ANALYZE statistics).
    private func populated() throws -> TestDatabase {
        let database = try TestDatabase()
        for index in 0..<3 {
            let category = try database.insertCategory(slug: "c\(index)", name: "C\(index)")
            for product in 0..<20 {
                try database.insertProduct(
                    sku: "\(index)-\(product)", name: "Thing \(product)", description: "Useful thing",
                    categoryID: category, priceCents: product * 100, stock: 1
                )
            }
        }
        return database
    }

    @Test("pages skip rows inside the covering (name, id) and (priceCents, id) indexes")
    func pages() throws {
        let database = try populated()
        defer { database.remove() }
        let cases: [(String, [any DatabaseValueConvertible], String)] = [
            (ProductSQL.pageByName, [20, 40], "SCAN product USING COVERING INDEX productByName"),
            (ProductSQL.pageByPrice, [20, 40], "SCAN product USING COVERING INDEX productByPrice"),
            (
                ProductSQL.categoryPageByName, [Int64(1), 20, 0],
                "SEARCH product USING COVERING INDEX productByCategoryName (categoryId=?)"
            ),
            (
                ProductSQL.categoryPageByPrice, [Int64(1), 20, 0],
                "SEARCH product USING COVERING INDEX productByCategoryPrice (categoryId=?)"
            ),
        ]
        for (sql, arguments, expected) in cases {
            let details = try plan(sql, arguments, in: database)
            #expect(details.contains(expected), "\(details)")
            #expect(details.contains("SEARCH p USING INTEGER PRIMARY KEY (rowid=?)"), "\(details)")
            #expect(!details.contains("SCAN p\n") && !details.hasSuffix("SCAN p"), "\(details)")
        }
    }

    @Test("counts are index-only and the product lookup uses primary keys")
    func countsAndLookups() throws {
        let database = try populated()
        defer { database.remove() }
        let inCategory = try plan(ProductSQL.countInCategory, [Int64(1)], in: database)
        #expect(inCategory.contains("USING COVERING INDEX"), "\(inCategory)")
        #expect(inCategory.contains("(categoryId=?)"), "\(inCategory)")
        #expect(try plan(ProductSQL.countAll, [], in: database).contains("USING COVERING INDEX"))
        let categories = try plan(ProductSQL.categories, [], in: database)
        #expect(categories.contains("SEARCH p USING COVERING INDEX"), "\(categories)")
        let lookup = try plan(ProductSQL.productByID, [Int64(1)], in: database)
        // The slug is ProductColumns' correlated lookup, by primary key like the product itself.
        #expect(
            lookup == """
                SEARCH p USING INTEGER PRIMARY KEY (rowid=?)
                CORRELATED SCALAR SUBQUERY 1
                SEARCH c USING INTEGER PRIMARY KEY (rowid=?)
                """)
    }

    @Test("search takes a tier in FTS5's own rowid order without a sort and fetches the page's products by id")
    func search() throws {
        let database = try populated()
        defer { database.remove() }
        let details = try plan(ProductSearchSQL.tier, ["(\"thing\"*)", 500, 0], in: database)
        #expect(details.contains("SCAN productSearch VIRTUAL TABLE"), "\(details)")
        // `ORDER BY rowid DESC` is consumed by FTS5: a temporary B-tree would mean sorting every match by id.
        #expect(!details.contains("USE TEMP B-TREE FOR ORDER BY"), "\(details)")
        #expect(try plan(ProductSearchSQL.count, ["(\"thing\"*)"], in: database).contains("VIRTUAL TABLE"))
        let page = try plan(ProductSearchSQL.productsByID, ["[1,2,3]"], in: database)
        #expect(page.contains("SEARCH p USING INTEGER PRIMARY KEY (rowid=?)"), "\(page)")
        #expect(try plan(ProductSearchSQL.hasUnindexed, [], in: database).contains("productUnindexed"))
        #expect(try plan(ProductSearchSQL.typoTerms, ["thing"], in: database).contains("PRIMARY KEY (key=?)"))
    }
}
