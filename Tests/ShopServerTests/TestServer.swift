import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ShopApp
import ShopServer
import ShopTestSupport
import Testing

/// A shop API over a new temporary database with the demo catalog (240 products, `user0001` … `user0003` with
/// passwords `password-0001` …) and the cheap password cost the other tests use.
struct TestServer {
    /// The temporary directory holding the database.
    let directory: URL
    /// The API under test.
    let api: ShopAPI

    /// Opens a new shop; `adjust` changes its configuration first. Creating, migrating and seeding the file (with
    /// its demo users' scrypt hashes) runs on a thread of its own, off the cooperative pool. `logger` is the API's.
    init(_ adjust: (inout ShopConfiguration) -> Void = { _ in }, logger: Logger = Logger(label: "test")) async throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shop-server-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = ShopConfiguration(
            databasePath: directory.appendingPathComponent("shop.sqlite").path,
            passwordCost: ShopApplication.seedingPasswordCost)
        adjust(&configuration)
        let backend = try await offPool { [configuration] in
            try ShopBackend.open(configuration, logger: Logger(label: "test"))
        }
        api = ShopAPI(backend: backend, configuration: ShopServerConfiguration(port: 0), logger: logger)
    }

    /// Runs `body` with a client of the in-process router, then deletes the database.
    static func with(
        _ adjust: (inout ShopConfiguration) -> Void = { _ in }, logger: Logger = Logger(label: "test"),
        _ body: @Sendable (TestShopClient, ShopAPI) async throws -> Void
    ) async throws {
        let server = try await TestServer(adjust, logger: logger)
        defer { try? FileManager.default.removeItem(at: server.directory) }
        let api = server.api
        try await api.makeApplication().test(.router) { client in
            try await body(TestShopClient(client: client), api)
        }
    }

    /// Runs `body` with the port of a real server on `localhost` (the whole channel pipeline, as clients meet it)
    /// and its API, then deletes the database; `configure` adjusts the server's configuration (its connection
    /// limits) first.
    static func live(
        _ configure: (inout ShopServerConfiguration) -> Void = { _ in },
        _ body: @Sendable (Int, ShopAPI) async throws -> Void
    ) async throws {
        let server = try await TestServer()
        defer { try? FileManager.default.removeItem(at: server.directory) }
        var configuration = server.api.configuration
        configure(&configuration)
        let api = ShopAPI(backend: server.api.backend, configuration: configuration, logger: server.api.logger)
        try await api.makeApplication().test(.live) { client in
            try await body(try #require(client.port), api)
        }
    }
}
