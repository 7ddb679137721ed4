import HTTPTypes
import Testing

@Suite("shop-server: logging out everywhere")
struct LogoutEverywhereRouteTests {
    @Test("DELETE /sessions ends every session of the account, this one included; another account's stay")
    func endsEverySession() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            let others = [try await client.login(demoUser: 1), try await client.login(demoUser: 1)]
            let stranger = try await client.login(demoUser: 2)
            let reply = try await client.send(.delete, "/sessions", token: token)
            #expect(reply.status == .ok)
            #expect(reply.text == #"{"username":null,"sessionsEnded":3}"#, "the LoggedOut object")
            for ended in [token] + others {
                let after = try await client.send(.get, "/sessions/current", token: ended)
                #expect(after.status == .unauthorized)
                #expect(after.error.code == "not-signed-in")
                #expect(try await client.send(.get, "/cart", token: ended).status == .unauthorized)
            }
            #expect(try await client.send(.get, "/sessions/current", token: stranger).status == .ok)
            let again = try await client.send(.delete, "/sessions", token: token)
            #expect(again.status == .unauthorized)
            _ = try await client.login(demoUser: 1)
        }
    }

    @Test("without a valid bearer token it is 401; /sessions answers POST and DELETE")
    func needsSession() async throws {
        try await TestServer.with { client, _ in
            for token in [nil, "not-a-token"] as [String?] {
                let reply = try await client.send(.delete, "/sessions", token: token)
                #expect(reply.status == .unauthorized)
                #expect(reply.error.code == "not-signed-in")
                #expect(reply.headers[.wwwAuthenticate] == "Bearer")
            }
            let wrong = try await client.send(.get, "/sessions")
            #expect(wrong.status == .methodNotAllowed)
            #expect(wrong.headers[.allow] == "POST, DELETE")
        }
    }
}
