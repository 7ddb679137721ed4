import AuthData
import Foundation
import PostgresNIO
import PostgresStore
import ShopApp
import ShopSeeding
import ShopTestSupport
import Testing

/// The composition root on PostgreSQL: backends opened together on one empty database migrate and seed it once.
@Suite(
    "ShopBackend on PostgreSQL",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresBackendTests {
    /// How many backends open the empty database at once.
    static let backends = 4

    @Test("backends opened concurrently on one empty database migrate it and seed the demo catalog exactly once")
    func concurrentFirstStarts() async throws {
        try await PostgresTestServer.withDatabase(maximumConnections: 2) { database in
            var configuration = ShopConfiguration(database: .postgres(database.url), passwordCost: .testing)
            configuration.postgresConnections = 3
            let opened = try await withThrowingTaskGroup(of: ShopBackend.self) { group in
                for _ in 0..<Self.backends {
                    group.addTask { [configuration] in try await ShopBackend.connect(configuration) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(opened.filter(\.seededDemoCatalog).count == 1, "exactly one backend seeded")
            #expect(opened.filter(\.createdDatabase).count == 1, "exactly one backend created the schema")
            #expect(opened.allSatisfy { $0.pool == nil && $0.location == .postgres(database.url) })
            for backend in opened { await backend.close() }
            #expect(try await database.integers("SELECT count(*) FROM product") == [Int64(SeedOptions.demo.products)])
            #expect(
                try await database.integers("SELECT count(*) FROM shop_user") == [Int64(SeedOptions.demo.users + 1)],
                "the demo users and the staff account")
            #expect(try await database.integers("SELECT count(*) FROM shop_user WHERE role = 'staff'") == [1])
            #expect(try await database.integers("SELECT count(*) FROM category") == [12])
            #expect(try await database.integers("SELECT count(*) FROM schema_migration") == [16])

            let again = try await ShopBackend.connect(configuration)
            #expect(!again.seededDemoCatalog && !again.createdDatabase, "a started database is not seeded again")
            await again.close()
        }
    }

    @Test("a PostgreSQL shop starts, is checked by the shop rules; the synchronous open refuses PostgreSQL")
    func backendOnPostgres() async throws {
        try await PostgresTestServer.withDatabase(maximumConnections: 2) { database in
            let configuration = ShopConfiguration(database: .postgres(database.url), passwordCost: .testing)
            #expect(throws: ShopAppError.self) { try ShopBackend.open(configuration) }
            let backend = try await ShopBackend.connect(configuration)
            #expect(backend.seededDemoCatalog && backend.pool == nil)
            let report = try await ShopDatabase.check(.postgres(database.url))
            #expect(report.isHealthy, "\(report.findings)")
            await backend.close()
            _ = try await database.integers(
                "UPDATE customer_order SET total_cents = total_cents + 1 WHERE id = 1 RETURNING id")
            let broken = try await ShopDatabase.check(.postgres(database.url))
            #expect(broken.findings.count == 1, "\(broken.findings)")
            #expect(
                broken.findings.first?.message.hasPrefix("an order's total is the sum of its lines, but order 1: ")
                    == true)
            _ = try await database.integers("UPDATE product SET stock = stock - 2 WHERE id = 3 RETURNING id")
            let edited = try await ShopDatabase.check(.postgres(database.url))
            #expect(edited.findings.count == 2, "\(edited.findings)")
            #expect(
                edited.findings.last?.message.hasPrefix(
                    "each product's stock equals the sum of its ledger, but product 3: ")
                    == true)
            #expect(edited.findings.last?.message.hasSuffix("(difference -2)") == true, "\(edited.findings)")
        }
    }
}
