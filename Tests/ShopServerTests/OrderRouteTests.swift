import HTTPTypes
import Testing

@Suite("shop-server: checkout and orders")
struct OrderRouteTests {
    @Test("POST /orders checks out: 201 with Location /orders/{id}; the order is listed and readable; the cart empty")
    func checkout() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            _ = try await client.send(.post, "/cart/items", json: #"{"productId":3,"quantity":2}"#, token: token)
            let placed = try await client.send(.post, "/orders", token: token)
            #expect(placed.status == .created)
            let id = try #require(placed.object["id"] as? Int)
            #expect(placed.headers[.location] == "/orders/\(id)")
            #expect(placed.object["status"] as? String == "placed")
            #expect(placed.items.first?["quantity"] as? Int == 2)

            let order = try await client.send(.get, "/orders/\(id)", token: token)
            #expect(order.status == .ok)
            #expect(order.object["id"] as? Int == id)
            let list = try await client.send(.get, "/orders", token: token)
            #expect(list.status == .ok)
            #expect(list.items.contains { $0["id"] as? Int == id })
            #expect(try await client.send(.get, "/cart", token: token).items.isEmpty)
        }
    }

    @Test("checkout with an empty cart is 422 empty-cart; any body on it is 400 naming body, never ignored")
    func emptyCart() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 3)
            _ = try await client.send(.delete, "/cart", token: token)
            let reply = try await client.send(.post, "/orders", token: token)
            #expect(reply.status == .unprocessableContent)
            #expect(reply.error.code == "empty-cart")
            let form = try await client.send(
                .post, "/orders", json: "a=b", token: token,
                headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(form.status == .badRequest && form.error.code == "invalid-arguments")
            #expect(form.error.field == "body")
            for body in ["{}", "{", "null"] {
                let reply = try await client.send(.post, "/orders", json: body, token: token)
                #expect(reply.status == .badRequest && reply.error.field == "body", "\(body)")
            }
        }
    }

    @Test("another user's order is 404, never shown; the owner reads it")
    func otherUsersOrder() async throws {
        try await TestServer.with { client, _ in
            let owner = try await client.login(demoUser: 1)
            let other = try await client.login(demoUser: 2)
            _ = try await client.send(.post, "/cart/items", json: #"{"productId":7}"#, token: owner)
            let id = try #require(try await client.send(.post, "/orders", token: owner).object["id"] as? Int)
            let stolen = try await client.send(.get, "/orders/\(id)", token: other)
            #expect(stolen.status == .notFound)
            #expect(stolen.error.code == "not-found")
            #expect(stolen.object["items"] == nil)
            #expect(!(try await client.send(.get, "/orders", token: other).items.contains { $0["id"] as? Int == id }))
            #expect(try await client.send(.get, "/orders/\(id)", token: owner).status == .ok)
        }
    }

    @Test("a bad order id is 400 naming id; an unknown one 404")
    func badOrderID() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let bad = try await client.send(.get, "/orders/first", token: token)
            #expect(bad.status == .badRequest)
            #expect(bad.error.field == "id")
            let unknown = try await client.send(.get, "/orders/424242", token: token)
            #expect(unknown.status == .notFound)
        }
    }
}
