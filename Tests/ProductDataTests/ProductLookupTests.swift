import ProductDataIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("Product board")
@MainActor
struct ProductLookupTests {
    @Test("finds a product by id with every field and its category's slug")
    func found() async throws {
        try await withHarness { harness in
            let kitchen = try harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let id = try harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", description: "Boils water", categoryID: kitchen,
                priceCents: 2_499, stock: 7
            )
            let product = try await harness.product(id)
            #expect(
                product
                    == .success(
                        Product(
                            id: id, sku: "KT-1", name: "Kettle", description: "Boils water", categorySlug: "kitchen",
                            priceCents: 2_499, stock: 7
                        )))
        }
    }

    @Test("unknown, zero and negative ids fail with productNotFound", arguments: [Int64(2), 0, -1, .min, .max])
    func notFound(id: Int64) async throws {
        try await withHarness { harness in
            let kitchen = try harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            try harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, priceCents: 1, stock: 1
            )
            #expect(try await harness.product(id) == .failure(.productNotFound(id)))
        }
    }

    @Test("SQL metacharacters and unicode are stored and returned literally")
    func literalText() async throws {
        try await withHarness { harness in
            let category = try harness.database.insertCategory(slug: "x", name: "X")
            let name = "'; DROP TABLE product; --"
            let description = "100% \"quoted\" _under_ back\\slash; Crème brûlée 🍮 東京"
            let id = try harness.database.insertProduct(
                sku: "'--", name: name, description: description, categoryID: category, priceCents: 0, stock: 0
            )
            let product = try await harness.product(id).get()
            #expect(product.name == name)
            #expect(product.description == description)
            #expect(product.sku == "'--")
            #expect(product.priceCents == 0)
            #expect(try harness.database.scalar("SELECT count(*) FROM product") == 1)
        }
    }

    @Test("a product deleted through SQL is no longer found")
    func deleted() async throws {
        try await withHarness { harness in
            let category = try harness.database.insertCategory(slug: "x", name: "X")
            let id = try harness.database.insertProduct(
                sku: "A", name: "A", categoryID: category, priceCents: 1, stock: 1
            )
            #expect(try await harness.product(id).get().id == id)
            try await harness.database.pool.write { db in
                try db.prepare("DELETE FROM product WHERE id = ?").bind(id).execute()
            }
            #expect(try await harness.product(id) == .failure(.productNotFound(id)))
        }
    }
}
