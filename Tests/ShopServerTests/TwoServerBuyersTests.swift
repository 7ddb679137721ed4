import AsyncHTTPClient
import Foundation
import NIOHTTP1
import PostgresNIO
import PostgresStore
import ShopApp
import ShopTestSupport
import Testing

/// Two real `shop-server` processes on one PostgreSQL database: they start together on an empty database (which is
/// migrated and seeded once), then 64 customers split across them check out the last 10 units of one product.
@Suite(
    "shop-server binary: two servers on one PostgreSQL database",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct TwoServerBuyersTests {
    /// How many customers race.
    static let buyers = 64
    /// The units in stock when they start.
    static let stock = 10

    @Test("64 clients on two servers check out the last 10 units: 10 orders, 54 insufficient-stock, stock 0, sound")
    func lastUnitsAcrossServers() async throws {
        let url = try await PostgresTestServer.createDatabase()
        let database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 2)
        do {
            try await race(on: url, database: database)
            await database.close()
            try await PostgresTestServer.dropDatabase(url)
        } catch {
            await database.close()
            try? await PostgresTestServer.dropDatabase(url)
            throw error
        }
    }

    private func race(on url: PostgresURL, database: PostgresStore.PostgresDatabase) async throws {
        try await ServerBinaryClient.withHTTPClient(connections: Self.buyers) { http in
            // All 64 buyers register and log in from 127.0.0.1 at once, under the standard login throttle (which
            // counts only failures, so honest logins never refuse each other); the registration limit is off and
            // the hashing queue holds them all, since this test is about stock, not those bounds.
            let environment = [
                "SHOP_TEST_PASSWORD_COST": "testing", "SHOP_REGISTRATION_LIMIT": "off",
                "SHOP_PASSWORD_HASH_QUEUE": "128",
            ]
            async let first = ServerProcess.start(
                environment: environment, databaseURL: Self.text(of: url), client: http)
            async let second = ServerProcess.start(
                environment: environment, databaseURL: Self.text(of: url), client: http)
            let servers = try await [first, second]
            let clients = servers.map { ServerBinaryClient(http: http, baseURL: $0.baseURL) }
            let seeded = servers.map { $0.log.contains("with the demo catalog") }
            #expect(seeded.filter { $0 }.count == 1, "exactly one server seeded: \(servers.map(\.log))")
            let productCount = try await database.integers("SELECT count(*) FROM product")
            #expect(productCount == [240], "the demo catalog, once")

            let productID = 1
            // A correction through the ledger, as staff would make it, so that `check`'s ledger rule still holds.
            _ = try await database.integers(
                """
                WITH old AS (SELECT stock FROM product WHERE id = \(Int64(productID))),
                correction AS (
                    INSERT INTO stock_ledger (product_id, delta, reason, created_at)
                    SELECT \(Int64(productID)), \(Int64(Self.stock)) - stock, 'test set-up', now() FROM old
                    WHERE stock <> \(Int64(Self.stock)) RETURNING product_id)
                UPDATE product SET stock = \(Int64(Self.stock)) WHERE id = \(Int64(productID)) RETURNING id
                """)
            for client in clients {
                #expect(try await client.get("/products/\(productID)").json?["stock"]?.int == Self.stock)
            }

            let tokens = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for number in 1...Self.buyers {
                    let client = clients[number % 2]
                    group.addTask {
                        let name = "buyer\(number)"
                        let token = try await client.registerAndLogIn(name, password: "\(name)-password")
                        let added = try await client.send(
                            .POST, "/cart/items", json: #"{"productId":\#(productID),"quantity":1}"#, token: token)
                        guard [200, 201].contains(added.status) else {
                            throw UnexpectedAnswer(request: "POST /cart/items as \(name)", response: added)
                        }
                        return (number, token)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(tokens.count == Self.buyers)

            let answers = try await withThrowingTaskGroup(of: ServerBinaryResponse.self) { group in
                for (number, token) in tokens {
                    // Each buyer checks out on the other server than the one it filled its cart on.
                    let client = clients[(number + 1) % 2]
                    group.addTask { try await client.send(.POST, "/orders", token: token) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let created = answers.filter { $0.status == 201 }
            let refused = answers.filter { $0.status == 409 && $0.errorCode == "insufficient-stock" }
            #expect(created.count == Self.stock, "orders placed: \(answers.map(\.status))")
            #expect(refused.count == Self.buyers - Self.stock, "\(answers.filter { $0.status != 201 }.prefix(3))")
            for client in clients {
                #expect(try await client.get("/products/\(productID)").json?["stock"]?.int == 0)
            }

            for server in servers {
                let status = await server.terminate()
                #expect(status == 0, "shop-server exits 0 on SIGTERM; log: \(server.log)")
                #expect(server.log.contains("stopped; database '\(url)' closed"), "\(server.log)")
            }
            let report = try await ShopDatabase.check(.postgres(url))
            #expect(report.findings.isEmpty, "the database after the race: \(report.findings)")
            let bought = try await database.integers(
                """
                SELECT coalesce(sum(line.quantity), 0)::bigint FROM order_line AS line
                JOIN customer_order AS o ON o.id = line.order_id JOIN shop_user AS u ON u.id = o.user_id
                WHERE line.product_id = \(Int64(productID)) AND u.username LIKE 'buyer%'
                """)
            #expect(bought == [Int64(Self.stock)])
        }
    }

    /// `url` as a URL string, password included (test servers have none).
    static func text(of url: PostgresURL) -> String {
        let password = url.password.map { ":" + $0 } ?? ""
        return "postgres://\(url.username)\(password)@\(url.host):\(url.port)/\(url.database)"
    }
}
