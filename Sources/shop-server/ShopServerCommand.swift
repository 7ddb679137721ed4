import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
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
            The database is created, migrated and seeded with the demo catalog on first run, as with shop-cli: a \
            SQLite file (--db, $SHOP_DB, ./shop.sqlite) or a PostgreSQL database (--database, $SHOP_DATABASE_URL), \
            which several servers can share; --database wins over --db, either over the variables. \
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
        help: ArgumentHelp(
            "The SQLite database file (default: $SHOP_DATABASE_URL if set, else $SHOP_DB, else ./shop.sqlite).",
            valueName: "path"),
        completion: .file())
    var databasePath: String?

    /// `--database`.
    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "A PostgreSQL database instead of a SQLite file: postgres://user[:password]@host[:port]/database "
                + "(default: $SHOP_DATABASE_URL); several servers may share it. Not together with --db.",
            valueName: "url"))
    var databaseURL: String?

    /// `--database-connections`.
    @Option(
        help: ArgumentHelp(
            "The most connections this server opens to PostgreSQL (1–1000, default 10). N servers open up to N times "
                + "as many: keep that under the database's max_connections.",
            valueName: "count"))
    var databaseConnections = 10

    /// `--cors-origins`.
    @Option(
        help: ArgumentHelp(
            "The browser origins allowed to call the API, comma-separated scheme://host[:port], or * for any "
                + "(default: none).",
            valueName: "origins"))
    var corsOrigins: String?

    /// Refuses `--db` together with `--database`, and a connection count out of range (exit status 64).
    func validate() throws {
        if databasePath != nil, databaseURL != nil {
            throw ValidationError("Give either --db PATH (SQLite) or --database URL (PostgreSQL), not both.")
        }
        guard (1...1000).contains(databaseConnections) else {
            throw ValidationError("--database-connections must be 1 to 1000, not \(databaseConnections).")
        }
        _ = try cors()
    }

    /// The CORS policy `--cors-origins` asks for.
    func cors() throws -> CORSPolicy {
        guard let corsOrigins else { return .none }
        let origins = corsOrigins.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        do {
            return try CORSPolicy(allowedOrigins: origins.filter { !$0.isEmpty })
        } catch {
            throw ValidationError("--cors-origins: \(error.description)")
        }
    }

    /// Opens the shop, serves until a shutdown signal, then closes the database.
    func run() async throws {
        defer { ServerLogOutput.standardError.flush() }
        let environment = ProcessInfo.processInfo.environment
        let level = try ServerLogging.bootstrap(environment: environment)
        let logger = Logger(label: "shop-server")
        logger.debug("log level \(level)")
        let location: ShopDatabaseLocation
        do {
            location = try ShopDatabaseLocation.resolve(
                path: databasePath, url: databaseURL, environment: environment)
        } catch {
            logger.critical("cannot start: \(error.description)")
            throw ExitCode.failure
        }
        try await serve(location, logger: logger, environment: environment)
        logger.info("stopped; database '\(location)' closed")
    }

    /// Serves until a shutdown signal, then closes the database (a PostgreSQL pool's connections cleanly).
    private func serve(
        _ location: ShopDatabaseLocation, logger: Logger, environment: [String: String]
    ) async throws {
        var shop = ShopConfiguration(
            database: location, passwordCost: ShopConfiguration.passwordCost(environment: environment))
        shop.loginThrottle = ShopConfiguration.loginThrottle(environment: environment)
        shop.postgresConnections = databaseConnections
        let backend: ShopBackend
        do {
            backend = try await ShopBackend.connect(shop, logger: Logger(label: "shop"), environment: environment)
        } catch {
            logger.critical("cannot start: \(error.description)")
            throw ExitCode.failure
        }
        if backend.seededDemoCatalog {
            let what = backend.createdDatabase ? "created" : "filled the empty"
            logger.notice(
                "\(what) database '\(location)' with the demo catalog (\(ShopBackend.demoStaffAccountNotice))")
        }
        var configuration = ShopServerConfiguration(host: host, port: port)
        configuration.cors = try cors()
        let api = ShopAPI(
            backend: backend, configuration: configuration, logger: logger)
        try await api.makeServiceGroup().run()
    }
}
