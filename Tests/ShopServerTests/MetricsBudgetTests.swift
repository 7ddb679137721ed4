import Foundation
import HTTPTypes
import Testing

@testable import ShopServer

@Suite("shop-server: /metrics stays small and bounded")
struct MetricsBudgetTests {
    @Test("after 10,000 requests over every route and method, /metrics holds at most 3 KB per route, no raw path")
    func budget() async throws {
        try await TestServer.with { client, api in
            var requests: [(HTTPRequest.Method, String)] = []
            for entry in APIRoutes.entries {
                for method in entry.methods + [.delete] {
                    for id in ["1", "999999", "x", "%00"] {
                        requests.append((method, entry.pattern.replacing(/\{[^}]+\}/, with: id)))
                    }
                }
            }
            requests += (0..<50).map { (.get, "/no/such/path/\($0)") }
            var sent = 0
            while sent < 10_000 {
                let (method, path) = requests[sent % requests.count]
                _ = try await client.send(method, path)
                sent += 1
            }
            let text = api.metrics.exposition()
            let perRoute = text.utf8.count / APIRoutes.entries.count
            print("/metrics after \(sent) requests: \(text.utf8.count) bytes, \(perRoute) per route")
            #expect(perRoute <= 3 * 1024, "\(text.utf8.count) bytes for \(APIRoutes.entries.count) routes")
            #expect(!text.contains("999999") && !text.contains("/no/such"), "labels are patterns, never paths")
            for line in text.split(separator: "\n") where line.hasPrefix("shop_http_request_duration_seconds") {
                #expect(!line.contains("status="), "histograms carry no status label: \(line)")
            }
        }
    }
}
