import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Testing

/// The settings of the general rate limit, the trusted proxies and the metrics port, as the real binary reads them.
@Suite("shop-server binary: rate-limit, trusted-proxies and metrics-port")
struct ClientLimitSettingTests {
    @Test(
        "A malformed flag is a usage error (64) naming the setting",
        arguments: [
            (["--rate-limit", "fast"], "rate-limit"), (["--rate-limit", "0/1s"], "rate-limit"),
            (["--rate-limit-burst", "5"], "rate-limit-burst"),
            (["--rate-limit", "10/1s", "--rate-limit-burst", "0"], "rate-limit-burst"),
            (["--trusted-proxies", "10.0.0.0/33"], "trusted-proxies"),
            (["--trusted-proxies", "proxy.internal"], "trusted-proxies"),
            (["--metrics-port", "70000"], "metrics-port"),
            (["--port", "9090", "--metrics-port", "9090"], "metrics-port"),
        ])
    func badFlags(arguments: [String], setting: String) async throws {
        let result = try await ServerDatabaseSettingTests.run(arguments)
        #expect(result.status == 64, "\(result.log)")
        #expect(result.log.contains(setting), "\(result.log)")
    }

    @Test("A malformed variable is a configuration error (78) naming it")
    func badVariables() async throws {
        for (name, value) in [
            ("SHOP_RATE_LIMIT", "100"), ("SHOP_TRUSTED_PROXIES", "10.0.0.1,::1/200"), ("SHOP_METRICS_PORT", "-1"),
        ] {
            let result = try await ServerDatabaseSettingTests.run([], environment: [name: value])
            #expect(result.status == 78, "\(name): \(result.log)")
            #expect(result.log.contains("$\(name)"), "\(name): \(result.log)")
        }
    }

    @Test("--print-config shows the resolved limits")
    func printed() async throws {
        let result = try await ServerDatabaseSettingTests.run([
            "--print-config", "--rate-limit", "100/1s", "--trusted-proxies", "10.1.2.3/8,::1", "--metrics-port", "0",
        ])
        #expect(result.status == 0, "\(result.log)")
        #expect(result.log.contains("rate-limit-burst"), "\(result.log)")
        #expect(result.log.contains("10.0.0.0/8,::1/128"), "\(result.log)")
    }

    @Test("With metrics-port, /metrics is served on its own port and no longer with the API")
    func separateMetricsPort() async throws {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let server = try await ServerProcess.start(
            environment: ["SHOP_TEST_PASSWORD_COST": "testing", "SHOP_METRICS_PORT": "0"], client: http)
        let metricsPort = try await ServerProcess.port(
            after: "metrics on http://127.0.0.1:", logPath: server.directory + "/server.err", pid: server.pid)
        let api = ServerBinaryClient(http: http, baseURL: server.baseURL)
        let metrics = ServerBinaryClient(http: http, baseURL: "http://127.0.0.1:\(metricsPort)")
        #expect(try await api.send(.GET, "/products/1").status == 200)
        let exposition = try await metrics.send(.GET, "/metrics")
        #expect(exposition.status == 200)
        let text = exposition.body
        #expect(text.contains(#"shop_http_requests_total{method="GET",route="/products/{id}",status="200"}"#))
        #expect(try await api.send(.GET, "/metrics").status == 404)
        #expect(try await metrics.send(.GET, "/products/1").status == 404)
        #expect(await server.terminate() == 0)
        try await http.shutdown()
    }
}
