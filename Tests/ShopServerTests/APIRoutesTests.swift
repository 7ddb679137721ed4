import Foundation
import HTTPTypes
import Testing

@testable import ShopServer

@Suite("shop-server: the routes derived from the bindings match the router")
struct APIRoutesTests {
    @Test("every method the routes list for a path reaches a handler; every other method is 405 with Allow")
    func tableMatchesRouter() async throws {
        try await TestServer.with { client, _ in
            let all: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete]
            for entry in APIRoutes.entries {
                let uri = entry.pattern.replacingOccurrences(of: "{id}", with: "3")
                    .replacingOccurrences(of: "{productId}", with: "3")
                for method in all {
                    let reply = try await client.send(method, uri, json: method == .get ? nil : "{}")
                    if entry.methods.contains(method) {
                        #expect(reply.status != .methodNotAllowed, "\(method) \(uri)")
                        #expect(reply.error.message?.hasPrefix("no such path") != true, "\(method) \(uri)")
                    } else {
                        #expect(reply.status == .methodNotAllowed, "\(method) \(uri)")
                        let allowed = try #require(reply.headers[.allow])
                        #expect(entry.methods.allSatisfy { allowed.contains($0.rawValue) })
                    }
                }
            }
        }
    }

    @Test("patterns match paths segment by segment; anything else is unmatched")
    func matching() {
        #expect(APIRoutes.entry(matching: "/products/42")?.pattern == "/products/{id}")
        #expect(APIRoutes.entry(matching: "/products/")?.pattern == "/products")
        #expect(APIRoutes.entry(matching: "/cart/items/7")?.pattern == "/cart/items/{productId}")
        #expect(APIRoutes.entry(matching: "/cart/items/7/more") == nil)
        #expect(APIRoutes.entry(matching: "/carts") == nil)
    }
}
