import Foundation
import HummingbirdTesting
import Logging
import ShopApp
import ShopServer
import ShopTestSupport

extension TestServer {
    /// Runs `body` with a client of the in-process router over a new demo shop on `backend` (a fresh SQLite file, or
    /// a fresh PostgreSQL database of the test server), then closes and deletes the database.
    static func with(
        backend: Backend, _ body: @Sendable (TestShopClient, ShopAPI) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let postgres = backend == .postgres ? try await PostgresTestServer.createDatabase() : nil
        let location: ShopDatabaseLocation =
            if let postgres { .postgres(postgres) } else {
                .sqlite(path: directory.appendingPathComponent("shop.sqlite").path)
            }
        do {
            let shop = try await ShopBackend.connect(
                ShopConfiguration(database: location, passwordCost: ShopApplication.seedingPasswordCost),
                logger: Logger(label: "test"))
            let api = ShopAPI(
                backend: shop, configuration: ShopServerConfiguration(port: 0), logger: Logger(label: "t"))
            do {
                try await api.makeApplication().test(.router) { client in
                    try await body(TestShopClient(client: client), api)
                }
                await shop.close()
            } catch {
                await shop.close()
                throw error
            }
        } catch {
            if let postgres { try? await PostgresTestServer.dropDatabase(postgres) }
            throw error
        }
        if let postgres { try await PostgresTestServer.dropDatabase(postgres) }
    }
}
