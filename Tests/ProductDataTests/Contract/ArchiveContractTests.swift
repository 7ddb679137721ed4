import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: archiving products (staff)")
@MainActor
struct ArchiveContractTests {
    @Test("an archived product leaves lookups, pages, category counts and search", arguments: Backend.enabled)
    func leavesEveryRead(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let catalog = try await ContractCatalog(harness.database)
            let laptop = try await harness.product(catalog.laptop).get()
            #expect(try await harness.archive(catalog.laptop) == .success(laptop))
            #expect(try await harness.database.isArchived(product: catalog.laptop))
            #expect(try await harness.product(catalog.laptop) == .failure(.productNotFound(catalog.laptop)))
            for sort in ProductSort.allCases {
                let all = try await harness.page(ProductQuery(perPage: 100, sort: sort)).get()
                #expect(all.total == 7 && !all.items.contains { $0.id == catalog.laptop })
                let shop = try await harness.page(ProductQuery(categorySlug: "shop", perPage: 100, sort: sort)).get()
                #expect(shop.total == 7 && !shop.items.contains { $0.id == catalog.laptop })
            }
            #expect(try await harness.categories().get().map(\.productCount) == [7])
            let found = try await harness.search("laptop").get()
            #expect(found.total == 1 && found.items.map(\.id) == [catalog.mouse])
            #expect(try await harness.search("backlit").get().total == 0)
        }
    }

    @Test("an archived product cannot be archived, edited or restocked again", arguments: Backend.enabled)
    func archivedIsGone(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let staff = try await harness.database.insertUser("staff")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, stock: 4)
            _ = try await harness.archive(id).get()
            #expect(try await harness.archive(id) == .failure(.productNotFound(id)))
            #expect(try await harness.edit(ProductEdit(productID: id, name: "Back")) == .failure(.productNotFound(id)))
            #expect(try await harness.adjust(id, by: 1, staff: staff) == .failure(.productNotFound(id)))
            #expect(try await harness.search("back").get().total == 0)
            #expect(try await harness.search("kettle").get().total == 0)
            for missing in [id + 1, 0, -1, Int64.min, .max] {
                #expect(try await harness.archive(missing) == .failure(.productNotFound(missing)))
            }
        }
    }

    @Test("two archives of one product at once: exactly one succeeds", arguments: Backend.enabled)
    func concurrentArchive(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let id = try await harness.database.insertProduct(sku: "KT-1", name: "Kettle", categoryID: kitchen)
            let results = try await concurrently(over: Array(0..<8)) { _ in try await harness.archive(id) }
            #expect(results.filter { (try? $0.get()) != nil }.count == 1)
            #expect(results.filter { $0 == .failure(.productNotFound(id)) }.count == 7)
        }
    }
}
