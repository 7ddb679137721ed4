import HTTPTypes
import ShopApp
import Testing

@Suite("shop-server: registration, sessions and logout")
struct AccountRouteTests {
    @Test("POST /users registers: 201, Location, a token that works at once")
    func register() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.post, "/users", json: #"{"username":"ada","password":"correct horse"}"#)
            #expect(reply.status == .created)
            #expect(reply.headers[.location] == "/sessions/current")
            #expect(reply.object["username"] as? String == "ada")
            #expect(reply.object["expiresAt"] is String)
            let token = try #require(reply.object["token"] as? String)
            let me = try await client.send(.get, "/sessions/current", token: token)
            #expect(me.status == .ok)
            #expect(me.object["username"] as? String == "ada")
            #expect(me.object["token"] == nil, "the token is never sent back")
        }
    }

    @Test("registration rules: a taken username is 409, a broken rule 400 naming username or password")
    func registrationRules() async throws {
        try await TestServer.with { client, _ in
            let taken = try await client.send(
                .post, "/users", json: #"{"username":"user0001","password":"long enough"}"#)
            #expect(taken.status == .conflict)
            #expect(taken.error.code == "username-taken")
            let badName = try await client.send(.post, "/users", json: #"{"username":"a b","password":"long enough"}"#)
            #expect(badName.status == .badRequest)
            #expect(badName.error.field == "username")
            let short = try await client.send(.post, "/users", json: #"{"username":"grace","password":"short"}"#)
            #expect(short.status == .badRequest)
            #expect(short.error.field == "password")
        }
    }

    @Test("POST /sessions logs in: 201 with username, token and expiresAt; a wrong password is 401")
    func login() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(
                .post, "/sessions", json: #"{"username":"user0002","password":"password-0002"}"#)
            #expect(reply.status == .created)
            #expect(reply.headers[.location] == "/sessions/current")
            #expect(Set(reply.object.keys) == ["username", "token", "expiresAt", "role"])
            #expect(reply.object["role"] as? String == "customer")
            #expect((reply.object["token"] as? String)?.count == 43)
            let wrong = try await client.send(
                .post, "/sessions", json: #"{"username":"user0002","password":"password-9999"}"#)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.error.code == "invalid-credentials")
            #expect(wrong.headers[.wwwAuthenticate] == "Bearer")
            #expect(wrong.object["token"] == nil)
        }
    }

    @Test("too many failed logins are 429 with Retry-After")
    func rateLimited() async throws {
        let strict: (inout ShopConfiguration) -> Void = {
            $0.loginThrottle = ShopConfiguration.loginThrottle(environment: ["SHOP_TEST_LOGIN_THROTTLE": "strict"])
        }
        try await TestServer.with(strict) { client, _ in
            var last: TestReply?
            for _ in 0..<6 {
                last = try await client.send(
                    .post, "/sessions", json: #"{"username":"user0001","password":"nope-nope"}"#)
            }
            let reply = try #require(last)
            #expect(reply.status == .tooManyRequests)
            #expect(reply.error.code == "rate-limited")
            #expect(reply.headers[.retryAfter].flatMap(Int.init).map { $0 >= 1 } == true)
        }
    }

    @Test("DELETE /sessions/current logs out: the token is refused afterwards")
    func logout() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let reply = try await client.send(.delete, "/sessions/current", token: token)
            #expect(reply.status == .ok)
            let after = try await client.send(.get, "/sessions/current", token: token)
            #expect(after.status == .unauthorized)
            #expect(after.headers[.wwwAuthenticate] == "Bearer")
            let again = try await client.send(.delete, "/sessions/current", token: token)
            #expect(again.status == .unauthorized)
        }
    }

    @Test(
        "bad bodies are 400 naming the member, or the body",
        arguments: [
            (#"{"username":"ada"}"#, "password"), (#"{"password":"long enough"}"#, "username"),
            (#"{"username":42,"password":"long enough"}"#, "username"),
            (#"{"username":"ada","password":"long enough","admin":true}"#, "admin"),
            (#"{"username":"ada","#, "body"), ("[1,2]", "body"), ("", "body"), ("null", "body"),
        ])
    func badBody(json: String, field: String) async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.post, "/sessions", json: json)
            #expect(reply.status == .badRequest)
            #expect(reply.error.code == "invalid-arguments")
            #expect(reply.error.field == field)
        }
    }

    @Test("a body that is not JSON is 415; one over 64 KiB is 413")
    func mediaTypeAndSize() async throws {
        try await TestServer.with { client, _ in
            let form = try await client.send(
                .post, "/sessions", json: "username=ada", headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(form.status == .unsupportedMediaType)
            #expect(form.error.code == "unsupported-media-type")
            let missingType = try await client.send(.post, "/users", json: "{}", headers: [.contentType: "text/plain"])
            #expect(missingType.status == .unsupportedMediaType)
            let charset = try await client.send(
                .post, "/sessions", json: #"{"username":"user0001","password":"password-0001"}"#,
                headers: [.contentType: "application/json; charset=utf-8"])
            #expect(charset.status == .created)
            let padding = String(repeating: " ", count: 64 * 1024)
            let large = try await client.send(
                .post, "/sessions", json: #"{"username":"user0001","password":"password-0001"}"# + padding)
            #expect(large.status == .contentTooLarge)
            #expect(large.error.code == "payload-too-large")
        }
    }
}
