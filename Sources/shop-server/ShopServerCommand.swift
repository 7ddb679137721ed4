import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ShopApp
import ShopServer

/// `shop-server`: serves the shop's JSON API over HTTP until SIGTERM or SIGINT.
@main
struct ShopServerCommand: AsyncParsableCommand {
    /// The command's name, abstract and discussion.
    static let configuration = CommandConfiguration(
        commandName: "shop-server",
        abstract: "Serve the shop's JSON API over HTTP.",
        discussion: """
            The database is created, migrated and seeded with the demo catalog on first run, as with shop-cli. \
            SIGTERM or SIGINT stops accepting connections, lets requests in flight finish and closes the database. \
            LOG_LEVEL sets the log level (trace, debug, info, notice, warning, error, critical; default info).
            """,
        version: ShopVersion.current
    )

    /// `--host`.
    @Option(help: "The address to listen on.")
    var host = ShopServerConfiguration.defaultHost

    /// `--port`.
    @Option(help: "The port to listen on (0 picks a free one).")
    var port = ShopServerConfiguration.defaultPort

    /// `--db`.
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp("The SQLite database file (default: $SHOP_DB, else ./shop.sqlite).", valueName: "path"),
        completion: .file())
    var databasePath: String?

    /// Opens the shop, serves until a shutdown signal, then closes the database.
    func run() async throws {
        defer { ServerLogOutput.standardError.flush() }
        let environment = ProcessInfo.processInfo.environment
        let level = try ServerLogging.bootstrap(environment: environment)
        let logger = Logger(label: "shop-server")
        logger.debug("log level \(level)")
        let path = ShopDatabase.resolvePath(databasePath, environment: environment)
        try await serve(databasePath: path, logger: logger, environment: environment)
        logger.info("stopped; database '\(path)' closed")
    }

    /// Serves until a shutdown signal; the shop (and its database) is released when this returns.
    private func serve(databasePath path: String, logger: Logger, environment: [String: String]) async throws {
        var shop = ShopConfiguration(
            databasePath: path, passwordCost: ShopConfiguration.passwordCost(environment: environment))
        shop.loginThrottle = ShopConfiguration.loginThrottle(environment: environment)
        let backend: ShopBackend
        do {
            backend = try ShopBackend.open(shop, logger: Logger(label: "shop"), environment: environment)
        } catch {
            logger.critical("cannot start: \(error.description)")
            throw ExitCode.failure
        }
        if backend.seededDemoCatalog {
            logger.notice(
                "\(backend.createdDatabase ? "created" : "filled the empty") database '\(path)' with the demo catalog")
        }
        let api = ShopAPI(
            backend: backend, configuration: ShopServerConfiguration(host: host, port: port), logger: logger)
        try await api.makeApplication().runService()
    }
}
