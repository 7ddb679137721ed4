import AsyncHTTPClient
import Foundation
import NIOHTTP1
import SQLiteStore
import ShopApp
import Testing

/// 64 customers of the real `shop-server` check out the same product at once, with 10 units in stock.
@Suite("shop-server binary: concurrent buyers")
struct ConcurrentBuyersTests {
    /// How many customers race.
    static let buyers = 64
    /// The units in stock when they start.
    static let stock = 10

    @Test("64 clients check out the last 10 units at once: 10 orders, 54 insufficient-stock, stock 0, sound database")
    func lastUnits() async throws {
        try await ServerBinaryClient.withHTTPClient(connections: Self.buyers) { http in
            // 64 registrations from 127.0.0.1 at once: this test is about stock, so the registration limit is off and
            // the hashing queue holds them all.
            let server = try await ServerProcess.start(
                environment: [
                    "SHOP_TEST_PASSWORD_COST": "testing", "SHOP_REGISTRATION_LIMIT": "off",
                    "SHOP_PASSWORD_HASH_QUEUE": "128",
                ],
                client: http)
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
            let productID = 1
            try Self.setStock(Self.stock, ofProduct: productID, in: server.databasePath)
            #expect(try await client.get("/products/\(productID)").json?["stock"]?.int == Self.stock)

            let tokens = try await withThrowingTaskGroup(of: String.self) { group in
                for number in 1...Self.buyers {
                    group.addTask {
                        let name = "buyer\(number)"
                        let token = try await client.registerAndLogIn(name, password: "\(name)-password")
                        let added = try await client.send(
                            .POST, "/cart/items", json: #"{"productId":\#(productID),"quantity":1}"#, token: token)
                        guard [200, 201].contains(added.status) else {
                            throw UnexpectedAnswer(request: "POST /cart/items as \(name)", response: added)
                        }
                        return token
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(tokens.count == Self.buyers)

            let answers = try await withThrowingTaskGroup(of: ServerBinaryResponse.self) { group in
                for token in tokens {
                    group.addTask { try await client.send(.POST, "/orders", token: token) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let created = answers.filter { $0.status == 201 }
            let refused = answers.filter { $0.status == 409 && $0.errorCode == "insufficient-stock" }
            #expect(created.count == Self.stock, "orders placed: \(answers.map(\.status))")
            #expect(refused.count == Self.buyers - Self.stock, "\(answers.filter { $0.status != 201 }.prefix(3))")
            #expect(try await client.get("/products/\(productID)").json?["stock"]?.int == 0)

            let status = await server.terminate()
            #expect(status == 0, "shop-server exits 0 on SIGTERM; log: \(server.log)")
            let report = try ShopDatabase.check(path: server.databasePath)
            #expect(report.findings.isEmpty, "the database after the race: \(report.findings)")
            #expect(try Self.unitsBoughtByBuyers(ofProduct: productID, in: server.databasePath) == Self.stock)
        }
    }

    /// Sets a product's stock straight in the database file (the running server reads it on every request), with
    /// the correction's stock ledger row, so that `check`'s ledger rule still holds.
    static func setStock(_ stock: Int, ofProduct id: Int, in path: String) throws {
        let connection = try Connection(path: path, mode: .readWrite)
        try connection.prepare(
            """
            INSERT INTO stockLedger (productId, delta, reason, createdAt)
            SELECT id, ? - stock, 'test set-up', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM product
            WHERE id = ? AND stock <> ?
            """
        ).bind(stock, Int64(id), stock).execute()
        try connection.prepare("UPDATE product SET stock = ? WHERE id = ?").bind(stock, Int64(id)).execute()
    }

    /// The units of a product in the racing buyers' orders, as stored.
    static func unitsBoughtByBuyers(ofProduct id: Int, in path: String) throws -> Int {
        let connection = try Connection(path: path, mode: .readOnly)
        return try connection.prepare(
            """
            SELECT coalesce(sum(line.quantity), 0) FROM orderLine AS line
            JOIN customerOrder AS o ON o.id = line.orderId JOIN user ON user.id = o.userId
            WHERE line.productId = ? AND user.username LIKE 'buyer%'
            """
        ).bind(Int64(id)).fetchOne { $0.int(at: 0) } ?? -1
    }
}
