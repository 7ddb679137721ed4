import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import ShopApp
import ShopServer
import ShopTestSupport
import Testing

@Suite("shop-server: CORS")
struct CORSTests {
    /// Runs `body` with a client of an API allowing `origins`.
    private func withAPI(
        allowing origins: [String], _ body: @Sendable (TestShopClient) async throws -> Void
    ) async throws {
        let server = try await TestServer()
        defer { try? FileManager.default.removeItem(at: server.directory) }
        var configuration = ShopServerConfiguration(port: 0)
        configuration.cors = try CORSPolicy(allowedOrigins: origins)
        let api = ShopAPI(backend: server.api.backend, configuration: configuration, logger: Logger(label: "test"))
        try await api.makeApplication().test(.router) { client in try await body(TestShopClient(client: client)) }
    }

    private static let origin = HTTPField.Name("Origin")!
    private static let requestMethod = HTTPField.Name("Access-Control-Request-Method")!
    private static let allowOrigin = HTTPField.Name("Access-Control-Allow-Origin")!
    private static let allowMethods = HTTPField.Name("Access-Control-Allow-Methods")!
    private static let allowHeaders = HTTPField.Name("Access-Control-Allow-Headers")!
    private static let exposeHeaders = HTTPField.Name("Access-Control-Expose-Headers")!

    @Test("a preflight from an allowed origin is answered 204 with the route's methods and the API's headers")
    func preflightAllowed() async throws {
        try await withAPI(allowing: ["https://shop.example"]) { client in
            let reply = try await client.send(
                .options, "/cart/items",
                headers: [Self.origin: "https://shop.example", Self.requestMethod: "POST"])
            #expect(reply.status == .noContent)
            #expect(reply.headers[Self.allowOrigin] == "https://shop.example")
            #expect(reply.headers[Self.allowMethods]?.contains("POST") == true)
            #expect(reply.headers[Self.allowHeaders]?.contains("Authorization") == true)
            #expect(reply.headers[Self.allowHeaders]?.contains("Idempotency-Key") == true)
            #expect(reply.headers[.vary]?.contains("Origin") == true)
            #expect(reply.headers[HTTPField.Name("Access-Control-Allow-Credentials")!] == nil)
            #expect(reply.headers[HTTPField.Name("X-Request-Id")!] != nil)
        }
    }

    @Test("a preflight from another origin, or for a method the route does not answer, is 403 cors-refused")
    func preflightRefused() async throws {
        try await withAPI(allowing: ["https://shop.example"]) { client in
            let other = try await client.send(
                .options, "/products", headers: [Self.origin: "https://evil.example", Self.requestMethod: "GET"])
            #expect(other.status == .forbidden)
            #expect(other.error.code == "cors-refused")
            #expect(other.headers[Self.allowOrigin] == nil)
            let method = try await client.send(
                .options, "/products", headers: [Self.origin: "https://shop.example", Self.requestMethod: "DELETE"])
            #expect(method.status == .forbidden)
            #expect(method.error.code == "cors-refused")
            #expect(method.error.message?.contains("DELETE") == true)
        }
    }

    @Test("with no origins configured (the default) every preflight is refused and answers carry no CORS headers")
    func defaultRefusesAll() async throws {
        try await TestServer.with { client, _ in
            let preflight = try await client.send(
                .options, "/products", headers: [Self.origin: "https://shop.example", Self.requestMethod: "GET"])
            #expect(preflight.status == .forbidden)
            #expect(preflight.error.code == "cors-refused")
            let reply = try await client.send(.get, "/products/3", headers: [Self.origin: "https://shop.example"])
            #expect(reply.status == .ok)
            #expect(reply.headers[Self.allowOrigin] == nil)
        }
    }

    @Test("answers to an allowed origin carry Allow-Origin and the exposed headers, errors included; others do not")
    func actualRequests() async throws {
        try await withAPI(allowing: ["https://shop.example", "http://localhost:3000"]) { client in
            let ok = try await client.send(.get, "/products/3", headers: [Self.origin: "http://localhost:3000"])
            #expect(ok.status == .ok)
            #expect(ok.headers[Self.allowOrigin] == "http://localhost:3000")
            #expect(ok.headers[Self.exposeHeaders]?.contains("X-Request-Id") == true)
            let missing = try await client.send(
                .get, "/products/999999", headers: [Self.origin: "https://shop.example"])
            #expect(missing.status == .notFound)
            #expect(missing.headers[Self.allowOrigin] == "https://shop.example")
            let other = try await client.send(.get, "/products/3", headers: [Self.origin: "https://evil.example"])
            #expect(other.status == .ok)
            #expect(other.headers[Self.allowOrigin] == nil)
            #expect(other.headers[.vary] == "Origin")
        }
    }

    @Test("* allows any origin and answers Allow-Origin: *")
    func wildcard() async throws {
        try await withAPI(allowing: ["*"]) { client in
            let reply = try await client.send(
                .options, "/products", headers: [Self.origin: "https://any.example", Self.requestMethod: "GET"])
            #expect(reply.status == .noContent)
            #expect(reply.headers[Self.allowOrigin] == "*")
        }
    }

    @Test(
        "origins that are not scheme://host[:port] are refused",
        arguments: [
            "shop.example", "https://shop.example/", "https://shop.example/path", "ftp://shop.example",
            "https://shop.example:99999", "https://", "",
        ])
    func invalidOrigins(_ origin: String) {
        #expect(throws: CORSPolicy.InvalidOrigin.self) { try CORSPolicy(allowedOrigins: [origin]) }
    }
}
