import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import ShopApp
import ShopServer
import ShopTestSupport
import Testing

@Suite("shop-server: liveness and readiness")
struct HealthRouteTests {
    @Test("GET /health and /health/live answer ok with a process check; neither is cached")
    func liveness() async throws {
        try await TestServer.with { client, _ in
            for path in ["/health", "/health/live"] {
                let reply = try await client.send(.get, path)
                #expect(reply.status == .ok, "\(path)")
                #expect(reply.object["status"] as? String == "ok")
                #expect((reply.object["checks"] as? [String: Any])?["process"] as? [String: String] == ["status": "ok"])
                #expect(reply.headers[.cacheControl] == "no-store")
            }
        }
    }

    @Test("GET /health/ready answers 200 with the database and schema checks ok", arguments: Backend.enabled)
    func ready(_ backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, _ in
            let reply = try await client.send(.get, "/health/ready")
            #expect(reply.status == .ok, "\(reply.text)")
            #expect(reply.object["status"] as? String == "ok")
            let checks = try #require(reply.object["checks"] as? [String: [String: String]])
            #expect(checks == ["database": ["status": "ok"], "schema": ["status": "ok"]])
        }
    }

    @Test(
        "a database with a migration this build does not know is not ready: 503 naming the schema check",
        arguments: Backend.enabled)
    func newerSchema(_ backend: Backend) async throws {
        try await LoopbackShop.with(backend) { client, shop in
            _ = try await shop.sql.integers(
                sqlite: "INSERT INTO schemaMigration (id, name, checksum, appliedAt) VALUES (999, 'x', 'x', 'now')",
                postgres: "INSERT INTO schema_migration (id, name, checksum) VALUES (999, 'x', 'x')")
            let reply = try await client.send(.get, "/health/ready")
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.object["status"] as? String == "unavailable")
            let checks = try #require(reply.object["checks"] as? [String: [String: String]])
            #expect(checks["database"] == ["status": "ok"])
            #expect(checks["schema"]?["status"] == "unavailable")
            #expect(checks["schema"]?["error"]?.contains("999") == true, "\(checks)")
            let live = try await client.send(.get, "/health")
            #expect(live.status == .ok, "liveness never asks the database")
        }
    }

    @Test(
        "PostgreSQL stopped: ready answers 503 at once while /health stays 200; restarted: ready is 200 again",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
        .timeLimit(.minutes(3)))
    func outage() async throws {
        let server = try await PrivatePostgresServer.start()
        do {
            var configuration = ShopConfiguration(
                database: .postgres(server.url), passwordCost: ShopApplication.seedingPasswordCost)
            configuration.postgresConnections = 4
            let backend = try await ShopBackend.connect(configuration, logger: Logger(label: "test"))
            var settings = ShopServerConfiguration(port: 0)
            settings.readinessTimeout = .seconds(5)  // room for a loaded test machine; production's is one second
            let api = ShopAPI(backend: backend, configuration: settings, logger: Logger(label: "test"))
            try await api.makeApplication().test(.live) { client in
                let shop = TestShopClient(client: client)
                #expect(try await shop.send(.get, "/health/ready").status == .ok)
                try await server.pause()
                let asked = ContinuousClock.now
                let down = try await shop.send(.get, "/health/ready")
                print("readiness answered \(down.status.code) \(ContinuousClock.now - asked) after PostgreSQL stopped")
                #expect(down.status == .serviceUnavailable, "\(down.text)")
                let checks = try #require(down.object["checks"] as? [String: [String: String]])
                #expect(checks["database"]?["status"] == "unavailable")
                #expect(checks["database"]?["error"]?.isEmpty == false)
                #expect(checks["schema"]?["status"] == "unavailable")
                #expect(try await shop.send(.get, "/health").status == .ok)
                try await server.resume()
                let resumed = ContinuousClock.now
                var status = HTTPResponse.Status.serviceUnavailable
                var attempts = 0
                while status != .ok, attempts < 600 {
                    attempts += 1
                    status = try await shop.send(.get, "/health/ready").status
                    if status != .ok { try await Task.sleep(for: .milliseconds(100)) }
                }
                #expect(status == .ok, "ready again without a restart")
                print("readiness recovered \(ContinuousClock.now - resumed) after PostgreSQL was back")
            }
            await backend.close()
            try await server.stop()
        } catch {
            try? await server.stop()
            throw error
        }
    }
}
