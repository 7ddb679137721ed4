import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: editing products (staff)")
@MainActor
struct EditProductContractTests {
    @Test(
        "a renamed product is found by its new words at once and no longer by its old ones", arguments: Backend.enabled)
    func renameIsSearchable(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            #expect(try await harness.search("zeppelin").get().total == 0)
            let renamed = try await harness.edit(
                ProductEdit(productID: catalog.desk, name: "Zeppelin Desk", description: "Lighter than air")
            ).get()
            #expect(renamed.name == "Zeppelin Desk" && renamed.description == "Lighter than air")
            #expect(try await harness.search("zeppelin").get().items.map(\.id) == [catalog.desk])
            #expect(try await harness.search("lighter air").get().items.map(\.id) == [catalog.desk])
            #expect(try await harness.search("standing").get().total == 0)
            #expect(try await harness.search("oak").get().total == 0)
            #expect(try await harness.product(catalog.desk) == .success(renamed))
        }
    }

    @Test("any subset of the fields changes; the others stay", arguments: Backend.enabled)
    func subsets(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            try await harness.database.insertCategory(slug: "garden", name: "Garden")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", description: "Boils", categoryID: kitchen, priceCents: 500, stock: 3)
            let priced = try await harness.edit(ProductEdit(productID: id, priceCents: 99_999_999)).get()
            #expect(
                priced
                    == Product(
                        id: id, sku: "KT-1", name: "Kettle", description: "Boils", categorySlug: "kitchen",
                        priceCents: 99_999_999, stock: 3))
            let moved = try await harness.edit(ProductEdit(productID: id, categorySlug: "garden")).get()
            #expect(moved.categorySlug == "garden" && moved.priceCents == 99_999_999 && moved.name == "Kettle")
            #expect(try await harness.page(ProductQuery(categorySlug: "kitchen")).get().total == 0)
            #expect(try await harness.page(ProductQuery(categorySlug: "garden")).get().items == [moved])
            let cleared = try await harness.edit(ProductEdit(productID: id, description: "")).get()
            #expect(cleared.description == "" && cleared.categorySlug == "garden")
        }
    }

    @Test(
        "unknown ids, bad fields, an unknown category and an empty edit are refused and change nothing",
        arguments: Backend.enabled)
    func refused(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", description: "Boils", categoryID: kitchen, priceCents: 500, stock: 3)
            let before = try await harness.product(id).get()
            let cases: [(ProductEdit, ProductDataError)] = [
                (ProductEdit(productID: id), .emptyEdit),
                (ProductEdit(productID: id, name: ""), .invalidName),
                (ProductEdit(productID: id, name: "   "), .invalidName),
                (ProductEdit(productID: id, description: String(repeating: "d", count: 4_001)), .invalidDescription),
                (ProductEdit(productID: id, priceCents: 0), .invalidPrice(0)),
                (ProductEdit(productID: id, priceCents: -5), .invalidPrice(-5)),
                (ProductEdit(productID: id, priceCents: 100_000_000), .invalidPrice(100_000_000)),
                (ProductEdit(productID: id, name: "New", categorySlug: "nope"), .unknownCategory("nope")),
                (ProductEdit(productID: id + 1, name: "New"), .productNotFound(id + 1)),
                (ProductEdit(productID: 0, name: "New"), .productNotFound(0)),
                (ProductEdit(productID: .min, name: "New"), .productNotFound(.min)),
                (ProductEdit(productID: .max, name: "New"), .productNotFound(.max)),
            ]
            for (edit, error) in cases {
                #expect(try await harness.edit(edit) == .failure(error))
            }
            #expect(try await harness.product(id) == .success(before))
            #expect(try await harness.search("new").get().total == 0)
        }
    }
}
