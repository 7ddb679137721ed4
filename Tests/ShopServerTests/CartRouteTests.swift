import HTTPTypes
import Testing

@Suite("shop-server: the cart, behind the auth gate")
struct CartRouteTests {
    @Test(
        "every cart and order route is 401 with WWW-Authenticate without a valid token, and never shows data",
        arguments: [
            (HTTPRequest.Method.get, "/cart", nil), (.post, "/cart/items", #"{"productId":3}"#),
            (.patch, "/cart/items/3", #"{"quantity":1}"#), (.delete, "/cart/items/3", nil), (.delete, "/cart", nil),
            (.post, "/orders", nil), (.get, "/orders", nil), (.get, "/orders/1", nil), (.get, "/sessions/current", nil),
        ] as [(HTTPRequest.Method, String, String?)])
    func unauthorized(method: HTTPRequest.Method, uri: String, json: String?) async throws {
        try await TestServer.with { client, _ in
            let garbage = String(repeating: "A", count: 43)
            for token in [nil, "", "not-a-token", garbage] as [String?] {
                let reply = try await client.send(method, uri, json: json, token: token)
                #expect(reply.status == .unauthorized, "\(method) \(uri) with \(token ?? "no token")")
                #expect(reply.headers[.wwwAuthenticate] == "Bearer")
                #expect(reply.error.code == "not-signed-in")
                #expect(reply.object["items"] == nil)
            }
            let basic = try await client.send(method, uri, json: json, headers: [.authorization: "Basic dXNlcjpwdw=="])
            #expect(basic.status == .unauthorized)
        }
    }

    @Test("POST /cart/items adds (201 + Location), PATCH sets, DELETE removes a line, DELETE /cart empties it")
    func cartLifecycle() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let empty = try await client.send(.get, "/cart", token: token)
            #expect(empty.status == .ok)
            #expect(empty.items.isEmpty)
            #expect(empty.object["totalCents"] as? Int == 0)

            let added = try await client.send(
                .post, "/cart/items", json: #"{"productId":3,"quantity":2}"#, token: token)
            #expect(added.status == .created)
            #expect(added.headers[.location] == "/cart/items/3")
            #expect(added.items.first?["productId"] as? Int == 3)
            #expect(added.items.first?["quantity"] as? Int == 2)
            let defaulted = try await client.send(.post, "/cart/items", json: #"{"productId":8}"#, token: token)
            #expect(defaulted.items.first { $0["productId"] as? Int == 8 }?["quantity"] as? Int == 1)

            let set = try await client.send(.patch, "/cart/items/3", json: #"{"quantity":5}"#, token: token)
            #expect(set.status == .ok)
            #expect(set.items.first { $0["productId"] as? Int == 3 }?["quantity"] as? Int == 5)

            let removed = try await client.send(.delete, "/cart/items/8", token: token)
            #expect(removed.status == .ok)
            #expect(removed.items.map { $0["productId"] as? Int } == [3])
            let notInCart = try await client.send(.delete, "/cart/items/8", token: token)
            #expect(notInCart.status == .notFound)

            let cleared = try await client.send(.delete, "/cart", token: token)
            #expect(cleared.status == .ok)
            #expect(try await client.send(.get, "/cart", token: token).items.isEmpty)
        }
    }

    @Test("cart errors: unknown product 404, more than the stock 409 insufficient-stock, bad quantities 400")
    func cartErrors() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let unknown = try await client.send(.post, "/cart/items", json: #"{"productId":99999}"#, token: token)
            #expect(unknown.status == .notFound)
            #expect(unknown.error.code == "not-found")
            let greedy = try await client.send(
                .post, "/cart/items", json: #"{"productId":3,"quantity":1000000}"#, token: token)
            #expect(greedy.status == .conflict)
            #expect(greedy.error.code == "insufficient-stock")
            let soldOut = try await client.send(.post, "/cart/items", json: #"{"productId":4}"#, token: token)
            #expect(soldOut.status == .conflict, "demo product 4 has no stock")
            #expect(soldOut.error.code == "insufficient-stock")
            for (json, field) in [
                (#"{"productId":3,"quantity":0}"#, "quantity"), (#"{"productId":3,"quantity":1.5}"#, "quantity"),
                (#"{"productId":3,"quantity":"2"}"#, "quantity"), (#"{"productId":true}"#, "productId"),
                (#"{"productId":0}"#, "productId"), (#"{"quantity":1}"#, "productId"),
            ] {
                let reply = try await client.send(.post, "/cart/items", json: json, token: token)
                #expect(reply.status == .badRequest, "\(json)")
                #expect(reply.error.field == field, "\(json)")
            }
            let negative = try await client.send(.patch, "/cart/items/3", json: #"{"quantity":-1}"#, token: token)
            #expect(negative.error.field == "quantity")
            let badPath = try await client.send(.patch, "/cart/items/x", json: #"{"quantity":1}"#, token: token)
            #expect(badPath.error.field == "productId")
        }
    }

    @Test("each user sees only their own cart, also when requests interleave")
    func ownCartOnly() async throws {
        try await TestServer.with { client, _ in
            let first = try await client.login(demoUser: 1)
            let second = try await client.login(demoUser: 2)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (token, product) in [(first, 3), (second, 8), (first, 5), (second, 6)] {
                    group.addTask {
                        let reply = try await client.send(
                            .post, "/cart/items", json: #"{"productId":\#(product)}"#, token: token)
                        #expect(reply.status == .created)
                    }
                }
                try await group.waitForAll()
            }
            let one = try await client.send(.get, "/cart", token: first).items.compactMap { $0["productId"] as? Int }
            let two = try await client.send(.get, "/cart", token: second).items.compactMap { $0["productId"] as? Int }
            #expect(Set(one) == [3, 5])
            #expect(Set(two) == [8, 6])
        }
    }
}
