import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: creating products (staff)")
@MainActor
struct CreateProductContractTests {
    /// A valid draft by `staff`, with the fields given replaced.
    private func draft(
        staff: Int64, name: String = "Kettle", description: String = "Boils water", category: String = "kitchen",
        price: Int = 2_499, stock: Int = 7, sku: String? = "KT-1"
    ) -> ProductDraft {
        ProductDraft(
            name: name, description: description, categorySlug: category, priceCents: price, stock: stock, sku: sku,
            staffUserID: staff)
    }

    @Test("a created product is found by id, in its category's page and by search at once", arguments: Backend.enabled)
    func created(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let product = try await harness.create(draft(staff: staff, name: "  Kettle  ")).get()
            #expect(
                product
                    == Product(
                        id: product.id, sku: "KT-1", name: "Kettle", description: "Boils water",
                        categorySlug: "kitchen", priceCents: 2_499, stock: 7))
            #expect(try await harness.product(product.id) == .success(product))
            #expect(try await harness.page(ProductQuery(categorySlug: "kitchen")).get().items == [product])
            #expect(try await harness.search("kett").get().items == [product])
            #expect(try await harness.categories().get().first?.productCount == 1)
            #expect(
                try await harness.database.stockLedgerEntries(ofProduct: product.id)
                    == [StockLedgerEntry(delta: 7, reason: "opening", userID: staff)])
        }
    }

    @Test("without a SKU one is made up; no opening stock writes no ledger row", arguments: Backend.enabled)
    func generatedSKU(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let first = try await harness.create(draft(staff: staff, stock: 0, sku: nil)).get()
            let second = try await harness.create(draft(staff: staff, stock: 0, sku: nil)).get()
            #expect(first.sku.hasPrefix("SKU-") && first.sku.count == 14, "\(first.sku)")
            #expect(first.sku != second.sku && first.id != second.id)
            #expect(try await harness.database.stockLedgerEntries(ofProduct: first.id) == [])
        }
    }

    @Test("bad fields, an unknown category and a taken SKU are refused and change nothing", arguments: Backend.enabled)
    func refused(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let archived = try await harness.database.insertProduct(sku: "OLD-1", name: "Old", categoryID: kitchen)
            _ = try await harness.archive(archived).get()
            try await harness.database.insertProduct(sku: "KT-1", name: "Kettle", categoryID: kitchen)
            let cases: [(ProductDraft, ProductDataError)] = [
                (draft(staff: staff, name: ""), .invalidName),
                (draft(staff: staff, name: " \n\t "), .invalidName),
                (draft(staff: staff, name: String(repeating: "n", count: 201)), .invalidName),
                (draft(staff: staff, description: String(repeating: "d", count: 4_001)), .invalidDescription),
                (draft(staff: staff, price: 0), .invalidPrice(0)),
                (draft(staff: staff, price: -1), .invalidPrice(-1)),
                (draft(staff: staff, price: 100_000_000), .invalidPrice(100_000_000)),
                (draft(staff: staff, price: .max), .invalidPrice(.max)),
                (draft(staff: staff, stock: -1), .invalidStock(-1)),
                (draft(staff: staff, stock: .max), .invalidStock(.max)),
                (draft(staff: staff, sku: ""), .invalidSKU("")),
                (draft(staff: staff, sku: "a b"), .invalidSKU("a b")),
                (draft(staff: staff, sku: "'; DROP TABLE product; --"), .invalidSKU("'; DROP TABLE product; --")),
                (
                    draft(staff: staff, sku: String(repeating: "s", count: 65)),
                    .invalidSKU(String(repeating: "s", count: 65))
                ),
                (draft(staff: staff, category: "nope"), .unknownCategory("nope")),
                (draft(staff: staff, category: "'; --"), .unknownCategory("'; --")),
                (draft(staff: staff, sku: "KT-1"), .skuTaken("KT-1")),
                (draft(staff: staff, sku: "OLD-1"), .skuTaken("OLD-1")),
            ]
            for (draft, error) in cases {
                #expect(try await harness.create(draft) == .failure(error))
            }
            #expect(try await harness.database.productRowCount() == 2)
            #expect(try await harness.page(ProductQuery()).get().total == 1)
        }
    }

    @Test("the largest price and stock are accepted", arguments: Backend.enabled)
    func limits(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let product = try await harness.create(
                draft(staff: staff, price: 99_999_999, stock: ProductDraft.maximumStock, sku: "A.b_C-9")
            ).get()
            #expect(product.priceCents == 99_999_999 && product.stock == ProductDraft.maximumStock)
            #expect(try await harness.create(draft(staff: staff, price: 1, sku: "B")).get().priceCents == 1)
        }
    }
}
