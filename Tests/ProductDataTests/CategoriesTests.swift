import ProductDataIO
import ShopTestSupport
import Testing

@Suite("Categories board")
@MainActor
struct CategoriesTests {
    @Test("lists every category by name with its product count, including an empty one")
    func countsByName() async throws {
        try await withHarness { harness in
            let toys = try harness.database.insertCategory(slug: "toys", name: "Toys")
            try harness.database.insertCategory(slug: "empty", name: "Empty shelf")
            let audio = try harness.database.insertCategory(slug: "audio", name: "Audio")
            try harness.insertProducts(count: 3, categoryID: toys, name: { "Toy \($0)" })
            try harness.insertProducts(count: 1, categoryID: audio, name: { "Speaker \($0)" })

            let categories = try await harness.categories().get()
            #expect(
                categories == [
                    CategorySummary(slug: "audio", name: "Audio", productCount: 1),
                    CategorySummary(slug: "empty", name: "Empty shelf", productCount: 0),
                    CategorySummary(slug: "toys", name: "Toys", productCount: 3),
                ])
        }
    }

    @Test("an empty catalog has no categories")
    func emptyCatalog() async throws {
        try await withHarness { harness in
            let categories = try await harness.categories()
            #expect(categories == .success([]))
        }
    }

    @Test("names and slugs with SQL metacharacters and unicode come back literally")
    func literalText() async throws {
        try await withHarness { harness in
            let name = "'; DROP TABLE category; -- Çafé 東京 %_\\\""
            try harness.database.insertCategory(slug: "odd-'slug'", name: name)
            let categories = try await harness.categories().get()
            #expect(categories == [CategorySummary(slug: "odd-'slug'", name: name, productCount: 0)])
        }
    }
}
