import AsyncHTTPClient
import Foundation
import PostgresStore
import ShopTestSupport
import Testing

/// The real `shop-server` on a PostgreSQL cluster of the test's own, through an outage under a light load: the
/// server is stopped (fast shutdown), then started again on the same port.
@Suite(
    "shop-server through a PostgreSQL outage",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(5)))
struct DatabaseOutageTests {
    /// Small deadlines, so the outage is noticed quickly.
    static let environment = [
        "SHOP_TEST_PASSWORD_COST": "testing", "SHOP_DATABASE_CONNECT_TIMEOUT": "1s",
        "SHOP_DATABASE_STATEMENT_TIMEOUT": "2s",
    ]

    @Test("every request answered: 503 database-unavailable while down, 200 once back, no order lost, SIGTERM exits 0")
    func outage() async throws {
        let postgres = try await PrivatePostgresServer.start()
        do {
            try await ServerBinaryClient.withHTTPClient { http in
                try await Self.runOutage(postgres: postgres, http: http)
            }
            try await postgres.stop()
        } catch {
            try? await postgres.stop()
            throw error
        }
    }

    private static func runOutage(postgres: PrivatePostgresServer, http: HTTPClient) async throws {
        let server = try await ServerProcess.start(
            environment: environment, databaseURL: postgres.url.description, client: http)
        let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
        let productID = try await productWithMostStock(client)
        var tokens: [String] = []
        for name in ["ann", "ben", "cat"] {
            tokens.append(try await client.registerAndLogIn(name, password: "\(name)-password"))
        }
        let load = OutageLoad()
        let loops = tokens.map { token in
            Task { await load.run(client: client, token: token, productID: productID) }
        }
        #expect(await poll { load.recorded.count(where: { $0.status == 201 }) >= 3 }, "orders placed before the outage")

        try await postgres.pause()
        let stopped = ContinuousClock.now
        #expect(
            await poll {
                load.recorded.contains { $0.sent > stopped && $0.errorCode == "database-unavailable" }
            }, "503 database-unavailable while PostgreSQL is down")
        let firstUnavailable = ContinuousClock.now - stopped
        #expect(await poll { (try? await client.get("/health/ready"))?.status == 503 }, "ready says 503")
        #expect(try await client.get("/health").status == 200, "liveness stays 200")
        #expect(
            await poll {
                load.recorded.count(where: { $0.sent > stopped && $0.errorCode == "database-unavailable" }) >= 10
            },
            "more 503s while down")

        try await postgres.resume()
        let resumed = ContinuousClock.now
        #expect(await poll { (try? await client.get("/products/\(productID)"))?.status == 200 }, "200 again")
        let recovery = ContinuousClock.now - resumed
        #expect(await poll { (try? await client.get("/health/ready"))?.status == 200 }, "ready again")
        #expect(
            await poll { load.recorded.count(where: { $0.sent > resumed && $0.status == 201 }) >= 3 },
            "orders placed after the outage")
        load.stop()
        for loop in loops { await loop.value }
        print(
            "[outage] first 503 \(firstUnavailable) after the stop, first 200 \(recovery) after the restart; "
                + "\(load.recorded.count) requests, "
                + "\(load.recorded.count(where: { $0.errorCode == "database-unavailable" })) answered 503")

        for outcome in load.recorded {
            #expect(outcome.status != nil, "\(outcome.request) was never answered: \(outcome.detail)")
            guard let status = outcome.status, status >= 500 else { continue }
            #expect(
                status == 503 && outcome.errorCode == "database-unavailable" && outcome.retryAfter != nil,
                "\(outcome.request): \(status) \(outcome.detail)")
        }
        for (token, orders) in load.acknowledgedOrders {
            let stored = try await storedOrders(client, token: token)
            #expect(Set(orders).isSubset(of: stored), "every order acknowledged with 201 is stored")
        }
        let status = await server.terminate(timeout: .seconds(30))
        #expect(status == 0, "SIGTERM exits 0; log: \(server.log)")
    }

    /// The demo product with the most units in stock.
    private static func productWithMostStock(_ client: ServerBinaryClient) async throws -> Int {
        let page = try await client.get("/products?perPage=100")
        let items = page.json?["items"]?.elements ?? []
        let best = items.max { ($0["stock"]?.int ?? 0) < ($1["stock"]?.int ?? 0) }
        return try #require(best?["id"]?.int, "a product: \(page)")
    }

    /// Every order id of the customer with `token`, page by page.
    private static func storedOrders(_ client: ServerBinaryClient, token: String) async throws -> Set<Int> {
        var ids: Set<Int> = []
        var page = 1
        while true {
            let answer = try await client.get("/orders?page=\(page)&perPage=100", token: token)
            try #require(answer.status == 200, "\(answer)")
            let items = answer.json?["items"]?.elements ?? []
            if items.isEmpty { return ids }
            for item in items { if let id = item["id"]?.int { ids.insert(id) } }
            page += 1
        }
    }

    /// Polls `condition` every 50 ms for at most 60 s; returns whether it came true.
    private static func poll(_ condition: () async -> Bool) async -> Bool {
        let end = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < end {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
