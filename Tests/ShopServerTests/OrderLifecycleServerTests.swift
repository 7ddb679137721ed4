import AsyncHTTPClient
import Foundation
import NIOHTTP1
import PostgresNIO
import PostgresStore
import ShopTestSupport
import Testing

/// The order lifecycle over real HTTP on loopback: a `shop-server` process on a new SQLite file and on a new
/// PostgreSQL database.
@Suite("shop-server binary: cancelling orders and paging the history", .serialized, .timeLimit(.minutes(10)))
struct OrderLifecycleServerTests {
    @Test(
        "POST /orders/{id}/cancel: 200 with the order, stock back; again 409; another user's 404; bad ids 400",
        arguments: Backend.enabled)
    func cancel(_ backend: Backend) async throws {
        try await withServer(backend) { client in
            let ada = try await client.registerAndLogIn("ada_cancel", password: "password-ada")
            let bob = try await client.registerAndLogIn("bob_cancel", password: "password-bob")
            let product = try await stockedProduct(client)
            let before = try #require(try await client.get("/products/\(product)").json?["stock"]?.int)
            let added = try await client.send(
                .POST, "/cart/items", json: #"{"productId":\#(product),"quantity":2}"#, token: ada)
            #expect(added.status == 201)
            let placed = try await client.send(.POST, "/orders", token: ada)
            #expect(placed.status == 201)
            let id = try #require(placed.json?["id"]?.int)
            #expect(try await client.get("/products/\(product)").json?["stock"]?.int == before - 2)

            let stolen = try await client.send(.POST, "/orders/\(id)/cancel", token: bob)
            #expect(stolen.status == 404)
            #expect(stolen.errorCode == "not-found")
            let signedOut = try await client.send(.POST, "/orders/\(id)/cancel")
            #expect(signedOut.status == 401)
            #expect(try await client.get("/orders/\(id)", token: ada).json?["status"]?.string == "placed")

            let cancelled = try await client.send(.POST, "/orders/\(id)/cancel", token: ada)
            #expect(cancelled.status == 200)
            #expect(cancelled.json?["id"]?.int == id)
            #expect(cancelled.json?["status"]?.string == "cancelled")
            #expect(cancelled.json?["updatedAt"]?.string != nil)
            #expect(cancelled.json?["items"]?.elements.first?["quantity"]?.int == 2)
            #expect(try await client.get("/products/\(product)").json?["stock"]?.int == before)

            let again = try await client.send(.POST, "/orders/\(id)/cancel", token: ada)
            #expect(again.status == 409)
            #expect(again.errorCode == "order-not-cancellable")
            #expect(try await client.get("/products/\(product)").json?["stock"]?.int == before)
            for path in ["/orders/0/cancel", "/orders/first/cancel", "/orders/99999999999999999999/cancel"] {
                let bad = try await client.send(.POST, path, token: ada)
                #expect(bad.status == 400, "\(path)")
                #expect(bad.json?["error"]?["field"]?.string == "id")
            }
            #expect(try await client.send(.POST, "/orders/424242/cancel", token: ada).status == 404)
            #expect(try await client.send(.GET, "/orders/\(id)/cancel", token: ada).status == 405)
        }
    }

    @Test(
        "GET /orders answers {items, page, perPage, total}, newest first; bad paging is 400", arguments: Backend.enabled
    )
    func pages(_ backend: Backend) async throws {
        try await withServer(backend) { client in
            let token = try await client.registerAndLogIn("carol_pages", password: "password-carol")
            let product = try await stockedProduct(client)
            var ids: [Int] = []
            for _ in 0..<3 {
                _ = try await client.send(.POST, "/cart/items", json: #"{"productId":\#(product)}"#, token: token)
                ids.append(try #require(try await client.send(.POST, "/orders", token: token).json?["id"]?.int))
            }
            let empty = try await client.registerAndLogIn("dave_pages", password: "password-dave")
            let none = try await client.get("/orders", token: empty)
            #expect(none.json?["total"]?.int == 0 && none.json?["perPage"]?.int == 20)
            let first = try await client.get("/orders?perPage=2", token: token)
            #expect(first.status == 200)
            #expect(first.json?.keys == ["items", "page", "perPage", "total"])
            #expect(first.json?["items"]?.elements.map { $0["id"]?.int } == [ids[2], ids[1]])
            #expect(first.json?["page"]?.int == 1 && first.json?["total"]?.int == 3)
            let second = try await client.get("/orders?page=2&perPage=2", token: token)
            #expect(second.json?["items"]?.elements.map { $0["id"]?.int } == [ids[0]])
            for query in ["page=0", "perPage=101", "perPage=0", "page=x", "page=1&page=2", "sort=price"] {
                let bad = try await client.get("/orders?\(query)", token: token)
                #expect(bad.status == 400, "\(query)")
                #expect(bad.errorCode == "invalid-arguments", "\(query)")
            }
        }
    }

    /// A product of the demo catalog with at least 3 units in stock.
    private func stockedProduct(_ client: ServerBinaryClient) async throws -> Int {
        let page = try await client.get("/products?perPage=100")
        let stocked = page.json?["items"]?.elements.first { ($0["stock"]?.int ?? 0) >= 3 }
        return try #require(stocked?["id"]?.int)
    }

    /// Runs `body` with a client of a new `shop-server` on a new database of `backend`.
    private func withServer(_ backend: Backend, _ body: (ServerBinaryClient) async throws -> Void) async throws {
        let url: PostgresURL? = backend == .postgres ? try await PostgresTestServer.createDatabase() : nil
        do {
            try await ServerBinaryClient.withHTTPClient { http in
                let server = try await ServerProcess.start(
                    databaseURL: url.map(TwoServerBuyersTests.text(of:)), client: http)
                try await body(ServerBinaryClient(http: http, baseURL: server.baseURL))
                #expect(await server.terminate() == 0)
            }
            if let url { try await PostgresTestServer.dropDatabase(url) }
        } catch {
            if let url { try? await PostgresTestServer.dropDatabase(url) }
            throw error
        }
    }
}
