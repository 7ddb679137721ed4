import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: stock adjustments (staff)", .timeLimit(.minutes(10)))
@MainActor
struct StockAdjustmentContractTests {
    @Test(
        "a restock and a correction change the stock and write ledger rows with reason and staff user",
        arguments: Backend.enabled)
    func adjusted(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, stock: 0)
            #expect(try await harness.adjust(id, by: 12, reason: "  delivery #4  ", staff: staff).get().stock == 12)
            let corrected = try await harness.adjust(id, by: -12, reason: "broken in the store", staff: staff).get()
            #expect(corrected.stock == 0)
            #expect(try await harness.product(id).get().stock == 0)
            #expect(
                try await harness.database.stockLedgerEntries(ofProduct: id) == [
                    StockLedgerEntry(delta: 12, reason: "delivery #4", userID: staff),
                    StockLedgerEntry(delta: -12, reason: "broken in the store", userID: staff),
                ])
        }
    }

    @Test(
        "a change below 0, a 0 or huge delta, a bad reason and unknown ids are refused and change nothing",
        arguments: Backend.enabled)
    func refused(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, stock: 5)
            let huge = StockAdjustment.maximumDelta + 1
            let cases: [(Int64, Int, String, ProductDataError)] = [
                (id, -6, "lost", .insufficientStock(productID: id, stock: 5, delta: -6)),
                (id, 0, "nothing", .invalidDelta(0)),
                (id, huge, "many", .invalidDelta(huge)),
                (id, -huge, "many", .invalidDelta(-huge)),
                (id, .max, "many", .invalidDelta(.max)),
                (id, .min, "many", .invalidDelta(.min)),
                (id, 1, "", .invalidReason),
                (id, 1, " \n ", .invalidReason),
                (id, 1, String(repeating: "r", count: 201), .invalidReason),
                (id + 1, 1, "restock", .productNotFound(id + 1)),
                (0, 1, "restock", .productNotFound(0)),
                (-1, 1, "restock", .productNotFound(-1)),
            ]
            for (product, delta, reason, error) in cases {
                #expect(try await harness.adjust(product, by: delta, reason: reason, staff: staff) == .failure(error))
            }
            #expect(try await harness.product(id).get().stock == 5)
            #expect(try await harness.database.stockLedgerEntries(ofProduct: id) == [])
        }
    }

    @Test("the stock never passes its maximum", arguments: Backend.enabled)
    func maximum(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, stock: ProductDraft.maximumStock - 1)
            #expect(try await harness.adjust(id, by: 1, staff: staff).get().stock == ProductDraft.maximumStock)
            #expect(try await harness.adjust(id, by: 1, staff: staff) == .failure(.invalidDelta(1)))
        }
    }

    @Test(
        "concurrent corrections stop exactly at 0 and the ledger holds one row per change", arguments: Backend.enabled)
    func concurrent(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, stock: 10)
            let results = try await concurrently(over: Array(0..<24)) { index in
                try await harness.adjust(id, by: index.isMultiple(of: 6) ? 2 : -1, reason: "count", staff: staff)
            }
            let ledger = try await harness.database.stockLedgerEntries(ofProduct: id)
            let succeeded = results.filter { (try? $0.get()) != nil }.count
            let stock = try await harness.product(id).get().stock
            #expect(stock >= 0 && ledger.count == succeeded)
            #expect(stock == 10 + ledger.reduce(0) { $0 + $1.delta })
            for case let .failure(error) in results {
                guard case .insufficientStock = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
            }
        }
    }
}
