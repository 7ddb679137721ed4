import Foundation
import HTTPTypes
import Hummingbird
import Testing

@testable import ShopServer

@Suite("shop-server: health, OpenAPI, metrics and request ids")
struct SystemRouteTests {
    @Test("GET /health answers 200 with status ok and the version")
    func health() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, "/health")
            #expect(reply.status == .ok)
            #expect(reply.headers[.contentType] == "application/json")
            #expect(reply.object["status"] as? String == "ok")
            #expect(reply.object["version"] is String)
        }
    }

    @Test("GET /openapi.json serves the embedded OpenAPI 3.1 document")
    func openAPI() async throws {
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, "/openapi.json")
            #expect(reply.status == .ok)
            #expect(reply.headers[.contentType] == "application/json")
            #expect((reply.object["openapi"] as? String)?.hasPrefix("3.1") == true)
            #expect(reply.object["paths"] is [String: Any])
        }
    }

    @Test("a sane X-Request-Id is echoed; a missing or unsafe one is replaced by a new id")
    func requestID() async throws {
        try await TestServer.with { client, _ in
            let echoed = try await client.send(
                .get, "/health", headers: [ShopMiddleware.requestIDField: "abc-123.x_y:z"])
            #expect(echoed.headers[ShopMiddleware.requestIDField] == "abc-123.x_y:z")
            let fresh = try await client.send(.get, "/health")
            let other = try await client.send(.get, "/health")
            let freshID = try #require(fresh.headers[ShopMiddleware.requestIDField])
            #expect(Self.isGeneratedID(freshID), "\(freshID)")
            #expect(other.headers[ShopMiddleware.requestIDField] != freshID)
            for unsafe in ["has space", "semi;colon", String(repeating: "a", count: 129), "quote\"d"] {
                let reply = try await client.send(.get, "/health", headers: [ShopMiddleware.requestIDField: unsafe])
                let id = try #require(reply.headers[ShopMiddleware.requestIDField])
                #expect(id != unsafe && Self.isGeneratedID(id), "\(id)")
            }
            let failed = try await client.send(.get, "/no/such/path")
            #expect(failed.headers[ShopMiddleware.requestIDField] != nil, "errors carry the id too")
        }
    }

    @Test("GET /metrics has request counts and latency by route pattern and status, and IO-call latency by board")
    func metrics() async throws {
        try await TestServer.with { client, _ in
            _ = try await client.send(.get, "/products/3")
            _ = try await client.send(.get, "/products/4")
            _ = try await client.send(.get, "/products/999999")
            _ = try await client.send(.get, "/no/such/path")
            let reply = try await client.send(.get, "/metrics")
            #expect(reply.status == .ok)
            #expect(reply.headers[.contentType]?.hasPrefix("text/plain") == true)
            let text = reply.text
            #expect(text.contains(#"shop_http_requests_total{method="GET",route="/products/{id}",status="200"} 2"#))
            #expect(text.contains(#"shop_http_requests_total{method="GET",route="/products/{id}",status="404"} 1"#))
            #expect(text.contains(#"shop_http_requests_total{method="GET",route="unmatched",status="404"} 1"#))
            #expect(!text.contains("/products/3"), "labels carry the pattern, never the raw path")
            #expect(
                text.contains(
                    #"shop_http_request_duration_seconds_count{method="GET",route="/products/{id}"} 3"#))
            for family in [
                ShopMetrics.requestCountName, ShopMetrics.requestDurationName, ShopMetrics.ioCallDurationName,
            ] {
                #expect(text.contains("# HELP \(family) "), "\(family)")
                #expect(text.contains("# TYPE \(family) "), "\(family)")
            }
            #expect(text.contains(#"shop_io_call_duration_seconds_count{operation="mod.productData.product"} 3"#))
            #expect(text.contains(#"shop_io_call_duration_seconds_bucket{operation="mod.productData.product",le="#))
        }
    }

    @Test("two servers in one process keep separate metrics")
    func separateRegistries() async throws {
        try await TestServer.with { first, _ in
            _ = try await first.send(.get, "/health")
            try await TestServer.with { second, _ in
                let text = try await second.send(.get, "/metrics").text
                #expect(!text.contains(#"route="/health""#))
            }
            let text = try await first.send(.get, "/metrics").text
            #expect(text.contains(#"shop_http_requests_total{method="GET",route="/health",status="200"} 1"#))
        }
    }

    @Test("an unknown path is 404 and a known path with another method is 405 with Allow, both as JSON errors")
    func notFoundAndMethodNotAllowed() async throws {
        try await TestServer.with { client, _ in
            let missing = try await client.send(.get, "/nothing-here")
            #expect(missing.status == .notFound)
            #expect(missing.error.code == "not-found")
            let wrong = try await client.send(.put, "/products/3")
            #expect(wrong.status == .methodNotAllowed)
            #expect(wrong.error.code == "method-not-allowed")
            #expect(wrong.headers[.allow] == "GET, HEAD")
            let post = try await client.send(.post, "/cart/items/3", json: "{}")
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "PATCH, DELETE")
        }
    }

    /// Whether `id` has the shape the server gives new ids: 16 hex digits, `-`, a hex counter.
    static func isGeneratedID(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 16 && !parts[1].isEmpty
            && parts.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
