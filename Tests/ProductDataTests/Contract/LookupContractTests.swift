import ProductDataIO
import ShopTestSupport
import Testing

@Suite("ProductData contract: products and categories")
@MainActor
struct LookupContractTests {
    @Test("finds a product by id with every field and its category's slug", arguments: Backend.enabled)
    func found(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let id = try await harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", description: "Boils water", categoryID: kitchen, priceCents: 2_499,
                stock: 7)
            let expected = Product(
                id: id, sku: "KT-1", name: "Kettle", description: "Boils water", categorySlug: "kitchen",
                priceCents: 2_499, stock: 7)
            #expect(try await harness.product(id) == .success(expected))
        }
    }

    @Test("unknown, zero, negative and extreme ids fail with productNotFound", arguments: Backend.enabled)
    func notFound(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let kitchen = try await harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let id = try await harness.database.insertProduct(sku: "KT-1", name: "Kettle", categoryID: kitchen)
            for missing in [id + 1, 0, -1, .min, .max] {
                #expect(try await harness.product(missing) == .failure(.productNotFound(missing)))
            }
        }
    }

    @Test("SQL metacharacters and unicode are stored and returned literally", arguments: Backend.enabled)
    func literalText(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let categoryName = "'; DROP TABLE category; -- Çafé 東京 %_\\\""
            let category = try await harness.database.insertCategory(slug: "odd-'slug'", name: categoryName)
            let name = "'; DROP TABLE product; --"
            let description = "100% \"quoted\" _under_ back\\slash; Crème brûlée 🍮 東京"
            let id = try await harness.database.insertProduct(
                sku: "'--", name: name, description: description, categoryID: category, priceCents: 0, stock: 0)
            let product = try await harness.product(id).get()
            #expect(product.name == name && product.description == description && product.sku == "'--")
            #expect(product.categorySlug == "odd-'slug'" && product.priceCents == 0 && product.stock == 0)
            #expect(
                try await harness.categories()
                    == .success([CategorySummary(slug: "odd-'slug'", name: categoryName, productCount: 1)]))
        }
    }

    @Test("a product deleted behind the module's back is no longer found", arguments: Backend.enabled)
    func deleted(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            let category = try await harness.database.insertCategory(slug: "x", name: "X")
            let id = try await harness.database.insertProduct(sku: "A", name: "A", categoryID: category)
            #expect(try await harness.product(id).get().id == id)
            try await harness.database.deleteProduct(id)
            #expect(try await harness.product(id) == .failure(.productNotFound(id)))
        }
    }

    @Test("categories are listed by name with their product counts, an empty one included", arguments: Backend.enabled)
    func categories(backend: Backend) async throws {
        try await withHarness(backend) { harness in
            #expect(try await harness.categories() == .success([]))
            let toys = try await harness.database.insertCategory(slug: "toys", name: "Toys")
            try await harness.database.insertCategory(slug: "empty", name: "Empty shelf")
            let audio = try await harness.database.insertCategory(slug: "audio", name: "Audio")
            try await harness.database.insertCategory(slug: "lower", name: "accessories")
            try await harness.database.insertProducts(count: 3, categoryID: toys, name: { "Toy \($0)" })
            try await harness.database.insertProducts(count: 1, categoryID: audio, name: { "Speaker \($0)" })
            #expect(
                try await harness.categories()
                    == .success([
                        CategorySummary(slug: "audio", name: "Audio", productCount: 1),
                        CategorySummary(slug: "empty", name: "Empty shelf", productCount: 0),
                        CategorySummary(slug: "toys", name: "Toys", productCount: 3),
                        // Names sort by code point on both backends: lower case after upper case.
                        CategorySummary(slug: "lower", name: "accessories", productCount: 0),
                    ]))
        }
    }
}
