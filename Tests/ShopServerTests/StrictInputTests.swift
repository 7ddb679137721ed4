import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ShopTestSupport
import Testing

/// Strict input (issue 43, item 6): what a client sends is either understood or refused with 400
/// `invalid-arguments` naming the field, on both databases; nothing is ignored, nothing reaches the database as a
/// NUL or as bytes that are not UTF-8.
@Suite("shop-server: strict input", .timeLimit(.minutes(10)))
struct StrictInputTests {
    @Test("NUL and invalid UTF-8 in a path, query or body parameter are 400 naming it", arguments: Backend.enabled)
    func nulAndInvalidUTF8(backend: Backend) async throws {
        try await TestServer.with(backend: backend) { client, _ in
            for (uri, field) in [
                ("/products?category=%00", "category"), ("/products?q=lamp%00", "q"), ("/products?q=%FF", "q"),
                ("/products?category=%E2%82", "category"), ("/products?q=%G1", "q"), ("/products/%00", "id"),
                ("/products/%FF", "id"),
            ] {
                let reply = try await client.send(.get, uri)
                #expect(reply.status == .badRequest, "\(uri): \(reply.text)")
                #expect(reply.error.code == "invalid-arguments" && reply.error.field == field, "\(uri)")
            }
            let nul = try await client.send(.post, "/sessions", json: #"{"username":"a\u0000b","password":"p"}"#)
            #expect(nul.status == .badRequest && nul.error.field == "username", "\(nul.text)")
            // Percent-encoding is decoded, not refused: /products/%31 is product 1, and `%20` a space in a search.
            #expect(try await client.send(.get, "/products/%31").object["id"] as? Int == 1)
            #expect(try await client.send(.get, "/products?q=red%20shoe").status == .ok)
        }
    }

    @Test("an unknown query parameter is 400 naming it on every route, the system routes too")
    func unknownQueryParameters() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            for uri in [
                "/cart?x=1", "/orders?page=1&x=1", "/products/1?x", "/sessions/current?x=1", "/health?x=1",
                "/metrics?x=1",
            ] {
                let reply = try await client.send(.get, uri, token: token)
                #expect(reply.status == .badRequest && reply.error.field == "x", "\(uri): \(reply.text)")
            }
            #expect(try await client.send(.get, "/cart?", token: token).status == .ok, "an empty query is no parameter")
            #expect(try await client.send(.get, "/health").status == .ok)
        }
    }

    @Test("bodies are parsed strictly: trailing commas, repeated keys, fractions and text after the object")
    func strictBodies() async throws {
        try await TestServer.with { client, _ in
            let token = try await client.login(demoUser: 1)
            for (body, field) in [
                (#"{"productId":7,}"#, "body"), (#"{"productId":7,"productId":8}"#, "body"),
                (#"{"productId":7} x"#, "body"), (#"{"productId":07}"#, "body"), ("[7]", "body"),
                (#"{"productId":7.0}"#, "productId"), (#"{"productId":7E0}"#, "productId"),
                (#"{"productId":true}"#, "productId"),
            ] {
                let reply = try await client.send(.post, "/cart/items", json: body, token: token)
                #expect(reply.status == .badRequest, "\(body): \(reply.text)")
                #expect(reply.error.code == "invalid-arguments" && reply.error.field == field, "\(body): \(reply.text)")
            }
            // {"username":"\xFF","password":"p"}: a byte that is not UTF-8 inside a string.
            let invalidUTF8 = try await client.client.execute(
                uri: "/sessions", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: Array(#"{"username":""#.utf8) + [0xFF] + Array(#"","password":"p"}"#.utf8)))
            #expect(invalidUTF8.status == .badRequest)
            #expect(String(buffer: invalidUTF8.body).contains("UTF-8"))
            let added = try await client.send(
                .post, "/cart/items", json: #"{"productId":7,"quantity":2}"#, token: token)
            #expect(added.status == .ok || added.status == .created, "\(added.text)")
        }
    }

    @Test("answers with a token or private data say Cache-Control: no-store; the public catalog does not")
    func noStore() async throws {
        try await TestServer.with { client, _ in
            let login = try await client.send(
                .post, "/sessions", json: #"{"username":"user0001","password":"password-0001"}"#)
            #expect(login.headers[.cacheControl] == "no-store")
            let token = try #require(login.object["token"] as? String)
            for uri in ["/cart", "/orders", "/sessions/current"] {
                #expect(try await client.send(.get, uri, token: token).headers[.cacheControl] == "no-store", "\(uri)")
            }
            #expect(try await client.send(.get, "/products/1").headers[.cacheControl] == nil)
        }
    }
}
