import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ShopServer

/// `shop_http_rejected_total` counts answers by the code in their body, wherever they were made, so a code another
/// part of the server adds (`database-unavailable`) is counted without a change to the middleware.
@Suite("shop-server: the rejection metric counts answers by their error code")
struct RejectionMetricTests {
    @Test("a 503 database-unavailable, thrown or returned, is counted and still sent whole; other answers are not")
    func byCode() async throws {
        let metrics = ShopMetrics()
        let router = Router(context: ShopRequestContext.self)
        router.add(middleware: ShopMiddleware(metrics: metrics, maximumBodySize: 1024, accessLog: nil))
        let outage = APIError(.serviceUnavailable, code: "database-unavailable", "the database cannot be reached")
        router.get("/thrown") { _, _ -> Response in throw outage }
        router.get("/returned") { _, _ -> Response in outage.response() }
        router.get("/cancelled") { _, _ -> Response in
            throw APIError(.serviceUnavailable, code: "cancelled", "not a rejection reason")
        }
        router.get("/invalid") { _, _ -> Response in throw APIError.invalid("q", "not a 429 or 503") }
        try await Application(router: router).test(.router) { client in
            for path in ["/thrown", "/returned"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .serviceUnavailable)
                    let body = String(buffer: response.body)
                    #expect(body.contains(#""code":"database-unavailable""#), "\(body)")
                    #expect(response.headers[.contentLength] == String(response.body.readableBytes))
                }
            }
            for path in ["/cancelled", "/invalid", "/no-such-path"] {
                _ = try await client.execute(uri: path, method: .get) { _ in }
            }
        }
        let text = metrics.exposition()
        #expect(text.contains("\n\(ShopMetrics.rejectedName){reason=\"database-unavailable\"} 2\n"), "\(text)")
        for reason in ["rate-limited", "busy", "too-many-connections", "timeout"] {
            #expect(text.contains("\n\(ShopMetrics.rejectedName){reason=\"\(reason)\"} 0\n"), "\(reason)")
        }
        #expect(!text.contains("reason=\"cancelled\""))
        #expect(text.contains("# TYPE \(ShopMetrics.rejectedName) counter"), "\(text)")
        #expect(text.contains("# HELP \(ShopMetrics.rejectedName) "), "\(text)")
    }
}
