import HTTPTypes
import Testing

@Suite("shop-server: the catalog")
struct CatalogRouteTests {
    @Test("GET /categories lists the 12 demo categories, as shop-cli --json prints them")
    func categories() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, "/categories")
            #expect(reply.status == .ok)
            #expect(reply.items.count == 12)
            #expect(reply.items.first?["slug"] as? String == "audio")
        }
    }

    @Test("GET /products pages the catalog: page, perPage, total; category and sort filter and order it")
    func products() async throws {
        try await TestServer.with { client, _ in
            let first = try await client.send(.get, "/products?perPage=5")
            #expect(first.status == .ok)
            #expect(first.items.count == 5)
            #expect(first.object["page"] as? Int == 1)
            #expect(first.object["perPage"] as? Int == 5)
            #expect(first.object["total"] as? Int == 240)
            let second = try await client.send(.get, "/products?perPage=5&page=2")
            #expect(second.object["page"] as? Int == 2)
            #expect(second.items.first?["id"] as? Int != first.items.first?["id"] as? Int)
            let books = try await client.send(.get, "/products?category=books&sort=price&perPage=100")
            #expect(books.items.count == 24)
            #expect(books.items.allSatisfy { $0["category"] as? String == "books" })
            let prices = books.items.compactMap { $0["priceCents"] as? Int }
            #expect(prices == prices.sorted())
        }
    }

    @Test("GET /products?q= searches, prefixes included")
    func search() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, "/products?q=lapt&perPage=3")
            #expect(reply.status == .ok)
            #expect(reply.items.count == 3)
            #expect(reply.items.allSatisfy { ($0["name"] as? String)?.contains("Laptop") == true })
            let spaced = try await client.send(.get, "/products?q=wireless%20laptop")
            #expect(spaced.status == .ok)
            #expect(!spaced.items.isEmpty)
        }
    }

    @Test("GET /products/{id} answers the product, 404 for an unknown id, 400 naming id for a bad one")
    func product() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, "/products/3")
            #expect(reply.status == .ok)
            #expect(reply.object["id"] as? Int == 3)
            #expect(reply.object["name"] is String)
            let missing = try await client.send(.get, "/products/99999")
            #expect(missing.status == .notFound)
            #expect(missing.error.code == "not-found")
            for bad in ["abc", "0", "-4", "99999999999999999999"] {
                let invalid = try await client.send(.get, "/products/\(bad)")
                #expect(invalid.status == .badRequest, "\(bad)")
                #expect(invalid.error.code == "invalid-arguments")
                #expect(invalid.error.field == "id")
            }
        }
    }

    @Test(
        "bad query parameters are 400 naming the parameter",
        arguments: [
            ("/products?page=0", "page"), ("/products?page=x", "page"), ("/products?perPage=101", "perPage"),
            ("/products?perPage=0", "perPage"), ("/products?sort=color", "sort"), ("/products?colour=red", "colour"),
            ("/products?page=1&page=2", "page"), ("/products?category=", "category"), ("/products?q=%20%20", "q"),
            ("/products?q=lamp&category=books", "category"), ("/products?q=lamp&sort=price", "sort"),
            ("/products?q=" + String(repeating: "a", count: 501), "q"), ("/products?q=%00", "q"),
            ("/products?q=%2B%2B", "q"),
        ])
    func badQuery(uri: String, field: String) async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, uri)
            #expect(reply.status == .badRequest)
            #expect(reply.error.code == "invalid-arguments")
            #expect(reply.error.field == field)
        }
    }

    @Test("an unknown category is 404")
    func unknownCategory() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, "/products?category=spaceships")
            #expect(reply.status == .notFound)
            #expect(reply.error.code == "not-found")
        }
    }
}
