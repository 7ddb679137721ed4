import Foundation
import Hummingbird
import Logging
import ShopApp
import ShopServer

/// A shop API over a new temporary database with the demo catalog and the cheap password cost.
struct TestServer {
    let directory: URL
    let api: ShopAPI

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shop-server-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let configuration = ShopConfiguration(
            databasePath: directory.appendingPathComponent("shop.sqlite").path,
            passwordCost: ShopApplication.seedingPasswordCost)
        let backend = try ShopBackend.open(configuration, logger: Logger(label: "test"))
        api = ShopAPI(backend: backend, logger: Logger(label: "test"))
    }

    var application: some ApplicationProtocol { api.makeApplication() }
}
