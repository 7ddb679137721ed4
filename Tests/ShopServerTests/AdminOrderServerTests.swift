import AsyncHTTPClient
import Foundation
import NIOHTTP1
import PostgresNIO
import PostgresStore
import ShopTestSupport
import Testing

/// Staff order handling over real HTTP on loopback: a `shop-server` process on a new SQLite file and on a new
/// PostgreSQL database, with the demo catalog's staff account.
@Suite(
    "shop-server binary: staff ship, deliver, cancel and list orders (/admin/orders)", .serialized,
    .timeLimit(.minutes(10)))
struct AdminOrderServerTests {
    @Test(
        "ship then deliver (200 with the order); a disallowed transition is 409; staff cancel puts stock back",
        arguments: Backend.enabled)
    func transitions(_ backend: Backend) async throws {
        try await withServer(backend) { client in
            let staff = try await staffToken(client)
            let ada = try await client.registerAndLogIn("ada_admin", password: "password-ada")
            let product = try await stockedProduct(client)
            let before = try #require(try await client.get("/products/\(product)").json?["stock"]?.int)
            let shipped = try await placeOrder(client, ada, product)
            let cancelled = try await placeOrder(client, ada, product)

            let early = try await client.send(.POST, "/admin/orders/\(shipped)/deliver", token: staff)
            #expect(early.status == 409 && early.errorCode == "order-state-conflict")
            let ship = try await client.send(.POST, "/admin/orders/\(shipped)/ship", token: staff)
            #expect(ship.status == 200 && ship.json?["status"]?.string == "shipped", "\(ship)")
            let again = try await client.send(.POST, "/admin/orders/\(shipped)/ship", token: staff)
            #expect(again.status == 409 && again.errorCode == "order-state-conflict")
            let late = try await client.send(.POST, "/admin/orders/\(shipped)/cancel", token: staff)
            #expect(late.status == 409 && late.errorCode == "order-not-cancellable")
            let delivered = try await client.send(.POST, "/admin/orders/\(shipped)/deliver", token: staff)
            #expect(delivered.status == 200 && delivered.json?["status"]?.string == "delivered")
            #expect(try await client.get("/orders/\(shipped)", token: ada).json?["status"]?.string == "delivered")

            let cancel = try await client.send(.POST, "/admin/orders/\(cancelled)/cancel", token: staff)
            #expect(cancel.status == 200 && cancel.json?["status"]?.string == "cancelled")
            #expect(try await client.get("/products/\(product)").json?["stock"]?.int == before - 1)
            let shipCancelled = try await client.send(.POST, "/admin/orders/\(cancelled)/ship", token: staff)
            #expect(shipCancelled.status == 409 && shipCancelled.errorCode == "order-state-conflict")

            for action in ["ship", "deliver", "cancel"] {
                let unknown = try await client.send(.POST, "/admin/orders/424242/\(action)", token: staff)
                #expect(unknown.status == 404 && unknown.errorCode == "not-found", "\(action)")
                let bad = try await client.send(.POST, "/admin/orders/first/\(action)", token: staff)
                #expect(bad.status == 400 && bad.json?["error"]?["field"]?.string == "id", "\(action)")
            }
        }
    }

    @Test(
        "GET /admin/orders lists every customer's orders with username, filtered by status and user; bad filters 400",
        arguments: Backend.enabled)
    func list(_ backend: Backend) async throws {
        try await withServer(backend) { client in
            let staff = try await staffToken(client)
            let bea = try await client.registerAndLogIn("bea_admin", password: "password-bea")
            let cal = try await client.registerAndLogIn("cal_admin", password: "password-cal")
            let product = try await stockedProduct(client)
            let first = try await placeOrder(client, bea, product)
            let second = try await placeOrder(client, cal, product)
            _ = try await client.send(.POST, "/admin/orders/\(first)/ship", token: staff)

            let mine = try await client.get("/admin/orders?user=bea_admin", token: staff)
            #expect(mine.status == 200, "\(mine)")
            #expect(mine.json?.keys == ["items", "page", "perPage", "total"])
            #expect(mine.json?["items"]?.elements.map { $0["id"]?.int } == [first])
            #expect(mine.json?["items"]?.elements.first?["username"]?.string == "bea_admin")
            let placed = try await client.get("/admin/orders?status=placed&user=cal_admin", token: staff)
            #expect(placed.json?["items"]?.elements.map { $0["id"]?.int } == [second])
            let shippedForCal = try await client.get("/admin/orders?status=shipped&user=cal_admin", token: staff)
            #expect(shippedForCal.json?["total"]?.int == 0)
            let all = try await client.get("/admin/orders?perPage=100", token: staff)
            let ids = all.json?["items"]?.elements.compactMap { $0["id"]?.int } ?? []
            #expect(ids.starts(with: [second, first]), "newest first")
            for query in ["status=lost", "page=0", "perPage=101", "status=placed&status=shipped"] {
                let bad = try await client.get("/admin/orders?\(query)", token: staff)
                #expect(bad.status == 400 && bad.errorCode == "invalid-arguments", "\(query)")
            }
        }
    }

    @Test(
        "a customer is refused every staff order route (403 forbidden), nobody signed in 401, and nothing changes",
        arguments: Backend.enabled)
    func customerRefused(_ backend: Backend) async throws {
        try await withServer(backend) { client in
            let dee = try await client.registerAndLogIn("dee_admin", password: "password-dee")
            let product = try await stockedProduct(client)
            let order = try await placeOrder(client, dee, product)
            let routes: [(HTTPMethod, String)] = [
                (.GET, "/admin/orders"), (.POST, "/admin/orders/\(order)/ship"),
                (.POST, "/admin/orders/\(order)/deliver"), (.POST, "/admin/orders/\(order)/cancel"),
            ]
            for (method, path) in routes {
                let refused = try await client.send(method, path, token: dee)
                #expect(refused.status == 403 && refused.errorCode == "forbidden", "\(method) \(path)")
                let anonymous = try await client.send(method, path)
                #expect(anonymous.status == 401 && anonymous.errorCode == "not-signed-in", "\(method) \(path)")
            }
            #expect(try await client.get("/orders/\(order)", token: dee).json?["status"]?.string == "placed")
        }
    }

    /// The demo catalog's staff account's token.
    private func staffToken(_ client: ServerBinaryClient) async throws -> String {
        let session = try await client.send(
            .POST, "/sessions", json: #"{"username":"staff","password":"staff-password"}"#)
        #expect(session.json?["role"]?.string == "staff")
        return try #require(session.json?["token"]?.string)
    }

    /// Puts one unit of `product` in the cart of `token`'s user and checks out: the order id.
    private func placeOrder(_ client: ServerBinaryClient, _ token: String, _ product: Int) async throws -> Int {
        _ = try await client.send(.POST, "/cart/items", json: #"{"productId":\#(product)}"#, token: token)
        let placed = try await client.send(.POST, "/orders", token: token)
        #expect(placed.status == 201, "\(placed)")
        return try #require(placed.json?["id"]?.int)
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
