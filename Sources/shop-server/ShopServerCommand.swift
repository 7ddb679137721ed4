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
            Every setting comes from its flag, else its environment variable (SHOP_ + its name: SHOP_PORT, \
            SHOP_DATABASE_URL, …), else the JSON config file (--config FILE or $SHOP_CONFIG), else its default; \
            --print-config shows where each came from (docs/configuration.md lists them all). \
            The database is created, migrated and seeded with the demo catalog on first run, as with shop-cli: a \
            SQLite file (db) or a PostgreSQL database (database-url), which several servers can share; a URL wins \
            over a file given at the same level. \
            SIGTERM or SIGINT stops accepting connections, lets requests in flight finish and closes the database. \
            --trace-output FILE writes every finished span (request, operation, board, SQL) as a JSON line; \
            --otlp-endpoint URL sends them to an OpenTelemetry collector instead (a build with --traits OTLP). \
            Exit status: 64 for a bad flag, 78 for a bad environment or config value, 69 when the port, host or \
            database is unavailable.
            """,
        version: ShopVersion.current
    )

    /// `--host`.
    @Option(help: ArgumentHelp("The address to listen on (default 127.0.0.1).", valueName: "address"))
    var host: String?

    /// `--port`.
    @Option(
        help: ArgumentHelp("The port to listen on, 1–65535, or 0 for a free one (default 8080).", valueName: "port"))
    var port: Int?

    /// `--db`.
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp("The SQLite database file (default ./shop.sqlite).", valueName: "path"),
        completion: .file())
    var databasePath: String?

    /// `--database-url` (or `--database`).
    @Option(
        name: [.customLong("database-url"), .customLong("database")],
        help: ArgumentHelp(
            "A PostgreSQL database instead of a SQLite file: postgres://user[:password]@host[:port]/database "
                + "(--database is the same); several servers may share it. Not together with --db.",
            valueName: "url"))
    var databaseURL: String?

    /// `--database-connections`.
    @Option(
        help: ArgumentHelp(
            "The most connections this server opens to PostgreSQL (1–1000, default 10). N servers open up to N times "
                + "as many: keep that under the database's max_connections.",
            valueName: "count"))
    var databaseConnections: Int?

    /// `--database-connect-timeout`.
    @Option(
        help: ArgumentHelp(
            "The longest wait for a database connection (a pooled or new PostgreSQL connection, or SQLite's write "
                + "lock): 500ms, 5s, 2m (default 5s); beyond it 503 database-unavailable.",
            valueName: "duration"))
    var databaseConnectTimeout: String?

    /// `--database-statement-timeout`.
    @Option(
        help: ArgumentHelp(
            "The longest one database call may run on PostgreSQL before it is cancelled: 500ms, 10s, 2m (default "
                + "10s); beyond it 503 database-unavailable.",
            valueName: "duration"))
    var databaseStatementTimeout: String?

    /// `--log-level`.
    @Option(
        help: ArgumentHelp(
            "Log from this level on: trace, debug, info, notice, warning, error, critical (default info).",
            valueName: "level"))
    var logLevel: String?

    /// `--cors-origins`.
    @Option(
        help: ArgumentHelp(
            "The browser origins allowed to call the API, comma-separated scheme://host[:port], or * for any "
                + "(default: none).",
            valueName: "origins"))
    var corsOrigins: String?

    /// `--session-lifetime`.
    @Option(help: ArgumentHelp("How long a sign-in lasts: 90s, 15m, 12h, 30d (default 30d).", valueName: "duration"))
    var sessionLifetime: String?

    /// `--login-throttle`.
    @Option(
        help: ArgumentHelp(
            "Failed sign-ins checked at once per username and per client in a window, FAILURES/WINDOW, or off "
                + "(default 5/15m).",
            valueName: "limit"))
    var loginThrottle: String?

    /// `--registration-limit`.
    @Option(
        help: ArgumentHelp(
            "Registrations per client in a window, COUNT/WINDOW, or off (default 10/1h).", valueName: "limit"))
    var registrationLimit: String?

    /// `--password-hash-queue`.
    @Option(
        help: ArgumentHelp(
            "Password hashes that may wait for a hashing thread before more are refused with 503 busy, 0–100000 "
                + "(default 4 per core).",
            valueName: "count"))
    var passwordHashQueue: Int?

    /// `--rate-limit`.
    @Option(
        help: ArgumentHelp(
            "Requests per client in the long run, COUNT/WINDOW such as 100/1s, beyond which requests get 429 "
                + "rate-limited, or off (default off). Health and metrics routes are exempt.",
            valueName: "limit"))
    var rateLimit: String?

    /// `--rate-limit-burst`.
    @Option(
        help: ArgumentHelp(
            "Requests a client may make at once after a pause under --rate-limit, 1–1000000 (default: its COUNT).",
            valueName: "count"))
    var rateLimitBurst: Int?

    /// `--trusted-proxies`.
    @Option(
        help: ArgumentHelp(
            "Reverse proxies whose X-Forwarded-For names the client, comma-separated IP addresses or CIDR blocks "
                + "(default: none, the peer is the client).",
            valueName: "cidrs"))
    var trustedProxies: String?

    /// `--metrics-port`.
    @Option(
        help: ArgumentHelp(
            "Serve GET /metrics on this port instead of the API's, 1–65535 or 0 for a free one (default: with the "
                + "API).",
            valueName: "port"))
    var metricsPort: Int?
    /// `--idle-timeout`.
    @Option(
        help: ArgumentHelp(
            "Close a connection silent this long between requests: 90s, 15m, 1h (default 30s).",
            valueName: "duration"))
    var idleTimeout: String?

    /// `--header-timeout`.
    @Option(
        help: ArgumentHelp(
            "A request head must be complete this long after the connection opened or the previous answer ended, "
                + "else 408 and the connection closes (default 10s).",
            valueName: "duration"))
    var headerTimeout: String?

    /// `--body-timeout`.
    @Option(
        help: ArgumentHelp(
            "A request body must be complete this long after its head, else 408 and the connection closes "
                + "(default 30s).",
            valueName: "duration"))
    var bodyTimeout: String?

    /// `--max-connections`.
    @Option(
        help: ArgumentHelp(
            "Connections open at once; one more is answered 503 too-many-connections and closed, 1–1000000 "
                + "(default 1024, fewer under a low ulimit -n).",
            valueName: "count"))
    var maxConnections: Int?

    /// `--shutdown-timeout`.
    @Option(
        help: ArgumentHelp(
            "After SIGTERM or SIGINT, how long requests in flight may finish before the remaining connections are "
                + "closed (default 10s).",
            valueName: "duration"))
    var shutdownTimeout: String?

    /// `--config`.
    @Option(
        help: ArgumentHelp(
            "A JSON file of settings, {\"port\": 8080, …}, below flags and variables.", valueName: "file"),
        completion: .file())
    var config: String?

    /// `--print-config`.
    @Flag(help: "Print every setting's resolved value and where it came from (secrets masked), then exit.")
    var printConfig = false

    /// `--trace-output`.
    @Option(
        help: ArgumentHelp(
            "Write every finished span (request, operation, board, SQL) as one JSON line to this file, created with "
                + "mode 0600 (default: none).",
            valueName: "path"),
        completion: .file())
    var traceOutput: String?

    /// `--otlp-endpoint`.
    @Option(
        help: ArgumentHelp(
            "Send every finished span to this OpenTelemetry collector over OTLP/HTTP, e.g. http://127.0.0.1:4318 "
                + "(traces go to its /v1/traces); only in a shop-server built with --traits OTLP (default: none).",
            valueName: "url"))
    var otlpEndpoint: String?

    /// Refuses `--db` together with `--database-url`, and a flag out of range (exit status 64).
    func validate() throws {
        if databasePath != nil, databaseURL != nil {
            throw ValidationError("Give either --db PATH (SQLite) or --database-url URL (PostgreSQL), not both.")
        }
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port must be 1 to 65535 (or 0 for a free port), not \(port).")
        }
        if let databaseConnections, !(1...1000).contains(databaseConnections) {
            throw ValidationError("--database-connections must be 1 to 1000, not \(databaseConnections).")
        }
        do {
            _ = try ShopServerSettings.resolve(flags: flagsGiven, environment: [:])
        } catch {
            if case let .invalidValue(_, source, _, _) = error, source.hasPrefix("--") {
                throw ValidationError(error.description)
            }
        }
    }

    /// Resolves the settings, then serves until a shutdown signal and closes the database.
    func run() async throws {
        defer { ServerLogOutput.standardError.flush() }
        let environment = ProcessInfo.processInfo.environment
        let settings: ShopServerSettings
        do {
            settings = try ShopServerSettings.resolve(flags: flagsGiven, environment: environment)
        } catch {
            FileHandle.standardError.write(Data("shop-server: \(error.description)\n".utf8))
            throw ExitCode(ShopSettingsError.exitStatus)
        }
        if printConfig {
            print(settings.printed)
            return
        }
        let level = ServerLogging.bootstrap(level: settings.shop.logLevel ?? .info)
        let logger = Logger(label: "shop-server")
        logger.debug("log level \(level)")
        try await serve(settings, logger: logger, environment: environment)
        logger.info("stopped; database '\(settings.shop.database)' closed")
    }
}
