import AsyncHTTPClient
import Foundation
import NIOHTTP1
import ShopApp
import Testing

/// The built `shop-server` executable driven over real HTTP by async-http-client: one customer's whole session, the
/// bearer-token rules, and a graceful stop that leaves a sound database.
@Suite("shop-server binary end to end")
struct ServerBinaryTests {
    @Test(
        "a customer registers, logs in, searches, buys and logs out over HTTP; SIGTERM exits 0 with a sound database")
    func shoppingSession() async throws {
        try await ServerBinaryClient.withHTTPClient { http in
            let server = try await ServerProcess.start(client: http)
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)

            let health = try await client.get("/health")
            #expect(health.status == 200)
            #expect(health.headers["x-request-id"]?.isEmpty == false, "every answer carries an X-Request-Id")

            let credentials = #"{"username":"alice","password":"alice-password"}"#
            let registered = try await client.send(.POST, "/users", json: credentials)
            #expect(registered.status == 201, "\(registered)")
            #expect(registered.json?["username"]?.string == "alice")
            let login = try await client.send(.POST, "/sessions", json: credentials)
            #expect(login.status == 201, "\(login)")
            #expect(login.json?.keys == ["expiresAt", "role", "token", "username"], "\(login)")
            let token = try #require(login.json?["token"]?.string)

            let search = try await client.get("/products?q=lapt&perPage=5")
            #expect(search.status == 200, "\(search)")
            let found = search.json?["items"]?.elements ?? []
            let product = try #require(found.first { ($0["stock"]?.int ?? 0) >= 2 }, "a laptop in stock: \(search)")
            let productID = try #require(product["id"]?.int)
            let stockBefore = try #require(product["stock"]?.int)
            let price = try #require(product["priceCents"]?.int)
            let single = try await client.get("/products/\(productID)")
            #expect(single.status == 200 && single.json == product, "GET /products/{id} is the search's item")

            let item = #"{"productId":\#(productID),"quantity":2}"#
            let anonymous = try await client.send(.POST, "/cart/items", json: item)
            #expect(anonymous.status == 401, "\(anonymous)")
            #expect(anonymous.headers["www-authenticate"]?.hasPrefix("Bearer") == true)
            let forged = try await client.get("/cart", token: "not-a-token")
            #expect(forged.status == 401 && forged.errorCode == "not-signed-in", "\(forged)")

            let added = try await client.send(.POST, "/cart/items", json: item, token: token)
            #expect([200, 201].contains(added.status), "\(added)")
            #expect(added.json?["items"]?.elements.first?["quantity"]?.int == 2, "\(added)")
            #expect(added.json?["totalCents"]?.int == 2 * price)

            let order = try await client.send(.POST, "/orders", token: token)
            #expect(order.status == 201, "\(order)")
            let orderID = try #require(order.json?["id"]?.int)
            #expect(order.headers["location"] == "/orders/\(orderID)")
            #expect(order.json?["totalCents"]?.int == 2 * price)
            #expect(order.json?["items"]?.elements.map { $0["productId"]?.int } == [productID])
            #expect(try await client.get("/cart", token: token).json?["items"]?.elements.isEmpty == true)
            #expect(try await client.get("/products/\(productID)").json?["stock"]?.int == stockBefore - 2)

            let orders = try await client.get("/orders", token: token)
            #expect(orders.status == 200)
            #expect(orders.json?["items"]?.elements.map { $0["id"]?.int } == [orderID], "\(orders)")
            let shown = try await client.get("/orders/\(orderID)", token: token)
            #expect(shown.status == 200 && shown.json == order.json, "\(shown)")

            let bobToken = try await client.registerAndLogIn("bob", password: "bob-password")
            let othersOrder = try await client.get("/orders/\(orderID)", token: bobToken)
            #expect(othersOrder.status == 404 && othersOrder.errorCode == "not-found", "\(othersOrder)")
            #expect(try await client.get("/orders", token: bobToken).json?["items"]?.elements.isEmpty == true)

            let logout = try await client.send(.DELETE, "/sessions/current", token: token)
            #expect([200, 204].contains(logout.status), "\(logout)")
            let afterLogout = try await client.get("/cart", token: token)
            #expect(afterLogout.status == 401, "the token is dead after logout: \(afterLogout)")

            let status = await server.terminate()
            #expect(status == 0, "shop-server exits 0 on SIGTERM; log: \(server.log)")
            let report = try ShopDatabase.check(path: server.databasePath)
            #expect(report.findings.isEmpty, "the database after SIGTERM: \(report.findings)")
        }
    }

    @Test("a request body over 64 KiB is refused with 413 payload-too-large, with a Content-Length or sent chunked")
    func oversizedBodies() async throws {
        try await ServerBinaryClient.withHTTPClient { http in
            let server = try await ServerProcess.start(client: http)
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
            let json = #"{"username":"\#(String(repeating: "a", count: 70_000))","password":"long-enough"}"#
            let declared = try await client.send(.POST, "/users", json: json)
            #expect(declared.status == 413 && declared.errorCode == "payload-too-large", "\(declared)")
            let chunked = try await client.postChunked("/users", Array(json.utf8))
            #expect(chunked.status == 413 && chunked.errorCode == "payload-too-large", "\(chunked)")
            #expect(chunked.status < 500, "never a 5xx for bad input")
            #expect(await server.terminate() == 0)
        }
    }
}
