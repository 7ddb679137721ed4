import HTTPTypes
import Testing

@Suite("shop-server: changing the password")
struct PasswordRouteTests {
    @Test("PUT /users/current/password answers the current session, ends the other sessions, keeps this one")
    func changesPassword() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 2)
            let other = try await client.login(demoUser: 2)
            let reply = try await client.send(
                .put, "/users/current/password",
                json: #"{"currentPassword":"password-0002","newPassword":"a brand new password"}"#, token: token)
            #expect(reply.status == .ok)
            #expect(Set(reply.object.keys) == ["username", "expiresAt", "role"])
            let current = try await client.send(.get, "/sessions/current", token: token)
            #expect(current.status == .ok)
            #expect(reply.text == current.text, "the same CurrentSession object as GET /sessions/current")
            let ended = try await client.send(.get, "/sessions/current", token: other)
            #expect(ended.status == .unauthorized)
            #expect(ended.error.code == "not-signed-in")
            let old = try await client.send(
                .post, "/sessions", json: #"{"username":"user0002","password":"password-0002"}"#)
            #expect(old.status == .unauthorized)
            _ = try await client.login("user0002", "a brand new password")
        }
    }

    @Test("a wrong current password is 401 invalid-credentials, and nothing changes")
    func wrongCurrentPassword() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let other = try await client.login(demoUser: 1)
            let reply = try await client.send(
                .put, "/users/current/password",
                json: #"{"currentPassword":"password-9999","newPassword":"a brand new password"}"#, token: token)
            #expect(reply.status == .unauthorized)
            #expect(reply.error.code == "invalid-credentials")
            #expect(reply.headers[.wwwAuthenticate] == "Bearer")
            #expect(try await client.send(.get, "/sessions/current", token: token).status == .ok)
            #expect(try await client.send(.get, "/sessions/current", token: other).status == .ok)
            _ = try await client.login("user0001", "password-0001")
        }
    }

    @Test(
        "bad bodies are 400 naming the member; a new password that breaks the rules names newPassword",
        arguments: [
            (#"{"currentPassword":"password-0001"}"#, "newPassword"),
            (#"{"currentPassword":"","newPassword":"a brand new password"}"#, "currentPassword"),
            (#"{"currentPassword":"password-0001","newPassword":""}"#, "newPassword"),
            (#"{"currentPassword":42,"newPassword":"a brand new password"}"#, "currentPassword"),
            (#"{"currentPassword":"password-0001","newPassword":"short"}"#, "newPassword"),
            (#"{"currentPassword":"password-0001","newPassword":"long enough","admin":true}"#, "admin"),
            ("[]", "body"),
        ])
    func badBody(json: String, field: String) async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let reply = try await client.send(.put, "/users/current/password", json: json, token: token)
            #expect(reply.status == .badRequest)
            #expect(reply.error.code == "invalid-arguments")
            #expect(reply.error.field == field)
        }
    }

    @Test("without a valid bearer token it is 401 not-signed-in")
    func needsSession() async throws {
        try await TestServer.with { client, _ in
            let json = #"{"currentPassword":"password-0001","newPassword":"a brand new password"}"#
            for token in [nil, "not-a-token"] as [String?] {
                let reply = try await client.send(.put, "/users/current/password", json: json, token: token)
                #expect(reply.status == .unauthorized)
                #expect(reply.error.code == "not-signed-in")
                #expect(reply.headers[.wwwAuthenticate] == "Bearer")
            }
            _ = try await client.login("user0001", "password-0001")
        }
    }
}
