import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ShopApp
import ShopServer

extension TestServer {
    /// Runs `body` with a client of a real server on 127.0.0.1 (the whole channel, so requests have a peer address),
    /// serving a new demo shop with `configuration` (its port replaced by 0), the shop's configuration changed by
    /// `adjust`; then deletes the database.
    static func serving(
        _ configuration: ShopServerConfiguration, shop adjust: (inout ShopConfiguration) -> Void = { _ in },
        _ body: @Sendable (TestShopClient, ShopAPI) async throws -> Void
    ) async throws {
        let server = try await TestServer(adjust)
        defer { try? FileManager.default.removeItem(at: server.directory) }
        var configuration = configuration
        configuration.port = 0
        let api = ShopAPI(backend: server.api.backend, configuration: configuration, logger: Logger(label: "test"))
        try await api.makeApplication().test(.live) { client in
            try await body(TestShopClient(client: client), api)
        }
    }
}
