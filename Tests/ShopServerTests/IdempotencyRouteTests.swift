import AuthDataIO
import BoardyComponentKit
import BoardyModulePlugin
import HTTPTypes
import ShopApp
import ShopTestSupport
import Testing

/// `Idempotency-Key` over real HTTP on 127.0.0.1, on both databases.
@Suite("shop-server: safe retries with Idempotency-Key", .timeLimit(.minutes(10)))
struct IdempotencyRouteTests {
    static let keyHeader = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

    @Test(
        "a retried checkout with the same key answers the same order and leaves exactly one", arguments: Backend.enabled
    )
    func retriedCheckout(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            let token = try await client.login(demoUser: 1)
            _ = try await client.send(.post, "/cart/items", json: #"{"productId":3,"quantity":2}"#, token: token)
            let key: HTTPFields = [Self.keyHeader: "checkout-6f1c"]
            let before = try await shop.orderCount(of: "user0001")
            let first = try await client.send(.post, "/orders", token: token, headers: key)
            #expect(first.status == .created, "\(first.text)")
            #expect(first.headers[Self.replayedHeader] == nil)
            let id = try #require(first.object["id"] as? Int)
            let retry = try await client.send(.post, "/orders", token: token, headers: key)
            #expect(retry.status == .created, "\(retry.text)")
            #expect(retry.object["id"] as? Int == id)
            #expect(retry.headers[.location] == "/orders/\(id)")
            #expect(retry.headers[Self.replayedHeader] == "true")
            #expect(retry.text == first.text)
            #expect(try await shop.orderCount(of: "user0001") == before + 1)
            let plain = try await client.send(.post, "/orders", token: token)
            #expect(plain.status == .unprocessableContent, "without the key: a new checkout of the empty cart")
        }
    }

    @Test("a retried POST /cart/items does not double the quantity", arguments: Backend.enabled)
    func retriedCartAdd(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, _ in
            let token = try await client.login(demoUser: 1)
            let key: HTTPFields = [Self.keyHeader: "add-3-twice"]
            let body = #"{"productId":3,"quantity":2}"#
            let first = try await client.send(.post, "/cart/items", json: body, token: token, headers: key)
            #expect(first.status == .created)
            let retry = try await client.send(.post, "/cart/items", json: body, token: token, headers: key)
            #expect(retry.status == .created)
            #expect(retry.headers[.location] == "/cart/items/3")
            #expect(retry.headers[Self.replayedHeader] == "true")
            let cart = try await client.send(.get, "/cart", token: token)
            #expect(cart.items.map { $0["quantity"] as? Int } == [2])
        }
    }

    @Test(
        "the key with another body, path or method is 422 idempotency-key-reused and changes nothing",
        arguments: Backend.enabled)
    func reusedKey(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, _ in
            let token = try await client.login(demoUser: 1)
            let key: HTTPFields = [Self.keyHeader: "reused"]
            let first = try await client.send(
                .post, "/cart/items", json: #"{"productId":3,"quantity":2}"#, token: token, headers: key)
            #expect(first.status == .created)
            let otherBody = try await client.send(
                .post, "/cart/items", json: #"{"productId":3,"quantity":5}"#, token: token, headers: key)
            #expect(otherBody.status == .unprocessableContent)
            #expect(otherBody.error.code == "idempotency-key-reused")
            let otherRoute = try await client.send(.delete, "/cart", token: token, headers: key)
            #expect(otherRoute.status == .unprocessableContent)
            #expect(otherRoute.error.code == "idempotency-key-reused")
            let cart = try await client.send(.get, "/cart", token: token)
            #expect(cart.items.map { $0["quantity"] as? Int } == [2])
        }
    }

    @Test(
        "while the key's first request runs, a duplicate is 409 idempotency-key-in-flight and does nothing",
        arguments: Backend.enabled)
    func inFlight(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            let token = try await client.login(demoUser: 2)
            _ = try await client.send(.post, "/cart/items", json: #"{"productId":5}"#, token: token)
            let before = try await shop.orderCount(of: "user0002")
            // The first request is "running": its key is claimed through AuthData's board, as the server claims it.
            let launcher = try shop.backend.makeLauncher()
            let user = try await launcher.mainboard.ioResumeSession().blockActivation.run(token).get()
            let key = IdempotencyKey(userID: user.id, key: "slow-checkout")
            let claim = IdempotencyClaim(key: key, method: "POST", path: "/orders", body: [])
            let claimed = try await launcher.mainboard.ioClaimIdempotencyKey().blockActivation.run(claim).get()
            #expect(claimed == .claimed)
            let headers: HTTPFields = [Self.keyHeader: "slow-checkout"]
            let duplicate = try await client.send(.post, "/orders", token: token, headers: headers)
            #expect(duplicate.status == .conflict)
            #expect(duplicate.error.code == "idempotency-key-in-flight")
            #expect(try await shop.orderCount(of: "user0002") == before)
            #expect(try await client.send(.get, "/cart", token: token).items.count == 1)
            // The first request fails with a 5xx: the key is freed and the retry runs.
            try await launcher.mainboard.ioReleaseIdempotencyKey().blockActivation.run(key).get()
            let retry = try await client.send(.post, "/orders", token: token, headers: headers)
            #expect(retry.status == .created, "\(retry.text)")
            #expect(retry.headers[Self.replayedHeader] == nil)
            #expect(try await shop.orderCount(of: "user0002") == before + 1)
        }
    }

    @Test(
        "a 256-character key, a key with a space or two keys are 400 naming Idempotency-Key and change nothing",
        arguments: Backend.enabled)
    func invalidKeys(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            let token = try await client.login(demoUser: 1)
            var twice = HTTPFields()
            twice.append(HTTPField(name: Self.keyHeader, value: "one"))
            twice.append(HTTPField(name: Self.keyHeader, value: "two"))
            for headers in [
                [Self.keyHeader: String(repeating: "k", count: 256)], [Self.keyHeader: "a b"], twice,
            ] as [HTTPFields] {
                let add = try await client.send(
                    .post, "/cart/items", json: #"{"productId":3}"#, token: token, headers: headers)
                #expect(add.status == .badRequest, "\(add.text)")
                #expect(add.error.code == "invalid-arguments")
                #expect(add.error.field == "Idempotency-Key")
                let checkout = try await client.send(.post, "/orders", token: token, headers: headers)
                #expect(checkout.status == .badRequest)
                #expect(checkout.error.field == "Idempotency-Key")
            }
            #expect(try await client.send(.get, "/cart", token: token).items.isEmpty)
            #expect(try await shop.keyCount() == 0)
            let longest = try await client.send(
                .post, "/cart/items", json: #"{"productId":3}"#, token: token,
                headers: [Self.keyHeader: String(repeating: "k", count: 255)])
            #expect(longest.status == .created)
            #expect(try await shop.keyCount() == 1)
        }
    }

    @Test("keys are per user: another user's same key runs their own request", arguments: Backend.enabled)
    func perUser(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, _ in
            let first = try await client.login(demoUser: 1)
            let second = try await client.login(demoUser: 2)
            let key: HTTPFields = [Self.keyHeader: "shared-key"]
            let a = try await client.send(.post, "/cart/items", json: #"{"productId":3}"#, token: first, headers: key)
            let b = try await client.send(.post, "/cart/items", json: #"{"productId":5}"#, token: second, headers: key)
            #expect(a.status == .created)
            #expect(b.status == .created, "\(b.text)")
            #expect(b.headers[Self.replayedHeader] == nil)
            #expect(try await client.send(.get, "/cart", token: second).items.map { $0["productId"] as? Int } == [5])
        }
    }

    @Test("a key older than 24 hours is treated as new", arguments: Backend.enabled)
    func expiredKey(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            let token = try await client.login(demoUser: 1)
            let key: HTTPFields = [Self.keyHeader: "yesterday"]
            let body = #"{"productId":3,"quantity":1}"#
            #expect(
                try await client.send(.post, "/cart/items", json: body, token: token, headers: key).status == .created)
            try await shop.ageKeys(byHours: 25)
            let again = try await client.send(.post, "/cart/items", json: body, token: token, headers: key)
            #expect(again.status == .created)
            #expect(again.headers[Self.replayedHeader] == nil, "run again, not replayed")
            #expect(try await client.send(.get, "/cart", token: token).items.map { $0["quantity"] as? Int } == [2])
            try await shop.ageKeys(byHours: 25)
            let other = try await client.send(
                .patch, "/cart/items/3", json: #"{"quantity":1}"#, token: token, headers: key)
            #expect(other.status == .ok, "another request with an expired key is no reuse: \(other.text)")
        }
    }

    @Test(
        "a 4xx answer is stored and replayed: a retried empty checkout stays 422 after the cart fills",
        arguments: Backend.enabled)
    func storedRefusal(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            let token = try await client.login(demoUser: 3)
            let key: HTTPFields = [Self.keyHeader: "empty-first"]
            let before = try await shop.orderCount(of: "user0003")
            let first = try await client.send(.post, "/orders", token: token, headers: key)
            #expect(first.status == .unprocessableContent)
            _ = try await client.send(.post, "/cart/items", json: #"{"productId":3}"#, token: token)
            let retry = try await client.send(.post, "/orders", token: token, headers: key)
            #expect(retry.status == .unprocessableContent)
            #expect(retry.error.code == "empty-cart")
            #expect(retry.headers[Self.replayedHeader] == "true")
            #expect(try await shop.orderCount(of: "user0003") == before)
        }
    }

    @Test(
        "POST /users and POST /sessions ignore the header: each answers a new session, nothing is stored",
        arguments: Backend.enabled)
    func sessionRoutesIgnoreTheKey(backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            let key: HTTPFields = [Self.keyHeader: String(repeating: "x", count: 300)]
            let registered = try await client.send(
                .post, "/users", json: #"{"username":"retrier","password":"retrier-password"}"#, headers: key)
            #expect(registered.status == .created, "\(registered.text)")
            var tokens: Set<String> = []
            for _ in 0..<2 {
                let login = try await client.send(
                    .post, "/sessions", json: #"{"username":"retrier","password":"retrier-password"}"#,
                    headers: [Self.keyHeader: "login-key"])
                #expect(login.status == .created)
                #expect(login.headers[Self.replayedHeader] == nil)
                tokens.insert(try #require(login.object["token"] as? String))
            }
            #expect(tokens.count == 2)
            #expect(try await shop.keyCount() == 0)
        }
    }
}

extension LoopbackShop {
    /// The number of orders of the user `username`.
    func orderCount(of username: String) async throws -> Int64 {
        try await sql.integers(
            sqlite: """
                SELECT count(*) FROM customerOrder JOIN user ON user.id = customerOrder.userId
                WHERE user.username = '\(username)'
                """,
            postgres: """
                SELECT count(*) FROM customer_order AS o JOIN shop_user AS u ON u.id = o.user_id
                WHERE u.username = '\(username)'
                """
        ).first ?? -1
    }

    /// The number of stored idempotency keys.
    func keyCount() async throws -> Int64 {
        try await sql.integers(
            sqlite: "SELECT count(*) FROM idempotencyKey", postgres: "SELECT count(*) FROM idempotency_key"
        ).first ?? -1
    }

    /// Moves every key's creation `hours` into the past.
    func ageKeys(byHours hours: Int) async throws {
        _ = try await sql.integers(
            sqlite: """
                UPDATE idempotencyKey
                SET createdAt = strftime('%Y-%m-%dT%H:%M:%fZ', createdAt, '-\(hours) hours') RETURNING 1
                """,
            postgres: "UPDATE idempotency_key SET created_at = created_at - interval '\(hours) hours' RETURNING 1")
    }
}
