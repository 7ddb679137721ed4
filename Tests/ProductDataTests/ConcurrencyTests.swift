import ProductDataIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Concurrent reads")
@MainActor
struct ConcurrencyTests {
    @Test("many tasks reading at once get the same results as one reading alone")
    func consistentResults() async throws {
        try await withHarness { harness in
            let catalog = try SearchCatalog(harness.database)
            let query = ProductQuery(categorySlug: "shop", page: 1, perPage: 5, sort: .price)
            let product = try await harness.product(catalog.desk)
            let page = try await harness.page(query)
            let search = try await harness.search("wireless")
            let categories = try await harness.categories()

            // Unstructured tasks on the main actor: each awaits its board while the reads run on reader threads.
            let tasks = (0..<64).map { index in
                Task { @MainActor () throws -> Bool in
                    switch index % 4 {
                    case 0: try await harness.product(catalog.desk) == product
                    case 1: try await harness.page(query) == page
                    case 2: try await harness.search("wireless") == search
                    default: try await harness.categories() == categories
                    }
                }
            }
            var mismatches = 0
            for task in tasks where try await !task.value {
                mismatches += 1
            }
            #expect(mismatches == 0)
        }
    }

    @Test("a count and its page come from one snapshot while products are being inserted")
    func snapshotWhileWriting() async throws {
        try await withHarness { harness in
            let category = try harness.database.insertCategory(slug: "live", name: "Live")
            let writer = Task.detached { [pool = harness.database.pool] in
                for index in 0..<400 {
                    try await pool.write { db in
                        try db.prepare(
                            """
                            INSERT INTO product
                                (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                            VALUES (?, ?, 'fresh gadget', ?, ?, 1, 't', 't')
                            """
                        ).bind("L-\(index)", "Gadget \(index)", category, index).execute()
                    }
                }
            }
            var inconsistent = 0
            var lastTotal = 0
            var rounds = 0
            // Reads until every insert is visible; the round limit only stops a runaway loop if the writer failed.
            while lastTotal < 400, rounds < 50_000 {
                rounds += 1
                let page = try await harness.page(ProductQuery(categorySlug: "live", perPage: 100, sort: .price)).get()
                let found = try await harness.search("gadget", perPage: 100).get()
                if page.items.count != min(page.total, 100) || found.items.count != min(found.total, 100) {
                    inconsistent += 1
                }
                #expect(page.total >= lastTotal, "totals never go back")
                lastTotal = page.total
                // An awaited board run completes inline without suspending, so this loop would otherwise keep its
                // thread to itself; yielding lets the writer run even when the other threads are busy.
                await Task.yield()
            }
            try await writer.value
            #expect(lastTotal == 400)
            #expect(inconsistent == 0)
        }
    }
}
