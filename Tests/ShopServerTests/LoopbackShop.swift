import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PostgresNIO
import PostgresStore
import SQLiteStore
import ShopApp
import ShopServer
import ShopTestSupport
import ShopTracing

/// A shop API with the demo catalog on a fresh database of one backend, served by a real HTTP server on 127.0.0.1
/// (Hummingbird's `.live` testing), with its own SQL access to the database for checks behind the API's back.
struct LoopbackShop: Sendable {
    /// The shop the API serves.
    let backend: ShopBackend
    /// The database, for checks.
    let sql: ShopSQL

    /// Runs `body` with a client of a server on a fresh `backend` database, then closes and deletes the database;
    /// `configure` adjusts the shop's configuration first (its trace switch, say).
    static func with(
        _ backend: Backend, configure: (inout ShopConfiguration) -> Void = { _ in },
        _ body: @Sendable (TestShopClient, LoopbackShop) async throws -> Void
    ) async throws {
        switch backend {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("shop-loopback-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            var configuration = ShopConfiguration(
                databasePath: directory.appendingPathComponent("shop.sqlite").path,
                passwordCost: ShopApplication.seedingPasswordCost)
            configure(&configuration)
            let shop = try await offPool { [configuration] in
                try ShopBackend.open(configuration, logger: Logger(label: "test"))
            }
            guard let pool = shop.pool else { throw ShopSQL.Unavailable() }
            try await serve(LoopbackShop(backend: shop, sql: .sqlite(pool)), body)
        case .postgres:
            let url = try await PostgresTestServer.createDatabase()
            do {
                var configuration = ShopConfiguration(
                    database: .postgres(url), passwordCost: ShopApplication.seedingPasswordCost)
                configuration.postgresConnections = 4
                configure(&configuration)
                let shop = try await ShopBackend.connect(configuration, logger: Logger(label: "test"))
                let database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 2)
                do {
                    try await serve(LoopbackShop(backend: shop, sql: .postgres(database)), body)
                } catch {
                    await database.close()
                    await shop.close()
                    throw error
                }
                await database.close()
                await shop.close()
                try await PostgresTestServer.dropDatabase(url)
            } catch {
                try? await PostgresTestServer.dropDatabase(url)
                throw error
            }
        }
    }

    /// Runs `body` with a client of a server on a fresh `backend` database whose shop reports its spans to
    /// `tracing`.
    static func with(
        _ backend: Backend, tracing: TraceSwitch,
        _ body: @Sendable (TestShopClient, LoopbackShop) async throws -> Void
    ) async throws {
        try await with(backend, configure: { $0.tracing = tracing }, body)
    }

    private static func serve(
        _ shop: LoopbackShop, _ body: @Sendable (TestShopClient, LoopbackShop) async throws -> Void
    ) async throws {
        var configuration = ShopServerConfiguration(port: 0)
        // A loaded test machine may take longer than the production second to lend a connection: the readiness
        // tests here assert the outcome, not the latency (HealthRouteTests' outage test keeps the second).
        configuration.readinessTimeout = .seconds(60)
        let api = ShopAPI(backend: shop.backend, configuration: configuration, logger: Logger(label: "test"))
        try await api.makeApplication().test(.live) { client in
            try await body(TestShopClient(client: client), shop)
        }
    }
}

/// SQL on a test shop's database, behind the API's back.
enum ShopSQL: Sendable {
    /// The SQLite pool the API uses.
    case sqlite(DatabasePool)
    /// A pool of its own on the PostgreSQL database.
    case postgres(PostgresStore.PostgresDatabase)

    /// The shop has no SQLite pool.
    struct Unavailable: Error {}

    /// The first column of every row of the statement for this backend, as integers (a statement that returns no rows
    /// changes them).
    func integers(sqlite: String, postgres: String) async throws -> [Int64] {
        switch self {
        case let .sqlite(pool):
            try await pool.write { db in try db.prepare(sqlite).fetchAll { $0.int64(at: 0) } }
        case let .postgres(database):
            try await database.integers(PostgresQuery(unsafeSQL: postgres))
        }
    }
}
