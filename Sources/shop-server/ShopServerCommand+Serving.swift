import ArgumentParser
import Logging
import ServiceLifecycle
import ShopApp
import ShopServer
import ShopTracing

extension ShopServerCommand {
    /// The exit status when the port, the host or the database is unavailable: 69 (`EX_UNAVAILABLE`).
    static let unavailableStatus: Int32 = 69

    /// The flags given on the command line, by setting name, as text.
    var flagsGiven: [String: String] {
        let pairs: [(ShopSetting, String?)] = [
            (.host, host), (.port, port.map(String.init)), (.db, databasePath), (.databaseURL, databaseURL),
            (.databaseConnections, databaseConnections.map(String.init)),
            (.databaseConnectTimeout, databaseConnectTimeout), (.databaseStatementTimeout, databaseStatementTimeout),
            (.logLevel, logLevel),
            (.corsOrigins, corsOrigins), (.sessionLifetime, sessionLifetime), (.loginThrottle, loginThrottle),
            (.registrationLimit, registrationLimit), (.passwordHashQueue, passwordHashQueue.map(String.init)),
            (.rateLimit, rateLimit), (.rateLimitBurst, rateLimitBurst.map(String.init)),
            (.trustedProxies, trustedProxies), (.metricsPort, metricsPort.map(String.init)),
            (.idleTimeout, idleTimeout), (.headerTimeout, headerTimeout), (.bodyTimeout, bodyTimeout),
            (.maxConnections, maxConnections.map(String.init)), (.shutdownTimeout, shutdownTimeout),
            (.traceOutput, traceOutput), (.otlpEndpoint, otlpEndpoint), (.config, config),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.compactMap { setting, value in value.map { (setting.name, $0) } })
    }

    /// Opens the shop, serves until a shutdown signal, then closes the database (a PostgreSQL pool's connections
    /// cleanly, after the requests in flight).
    func serve(_ settings: ShopServerSettings, logger: Logger, environment: [String: String]) async throws {
        let location = settings.shop.database
        var configuration = ShopConfiguration(settings: settings.shop, environment: environment)
        var exporters: [any Service] = []
        do {
            configuration.tracing = try TraceSwitch.exporting(toFile: settings.shop.traceOutput)
            if let endpoint = settings.otlpEndpoint {
                let exporter = try OTLPTraceExporter.make(tracesURL: endpoint, logger: logger)
                configuration.tracing = exporter.tracing
                exporters.append(exporter.service)
            }
        } catch {
            logger.critical("cannot start: \(String(describing: error))")
            throw ExitCode(ShopSettingsError.exitStatus)
        }
        let backend: ShopBackend
        do {
            backend = try await ShopBackend.connect(
                configuration, logger: Logger(label: "shop"), environment: environment)
        } catch {
            logger.critical("cannot start: \(error.description)")
            throw ExitCode(Self.unavailableStatus)
        }
        if backend.seededDemoCatalog {
            let what = backend.createdDatabase ? "created" : "filled the empty"
            logger.notice(
                "\(what) database '\(location)' with the demo catalog (\(ShopBackend.demoStaffAccountNotice))")
        }
        let api = ShopAPI(backend: backend, configuration: settings.server, logger: logger)
        do {
            try await api.makeServiceGroup(exporters: exporters).run()
        } catch {
            logger.critical(
                "cannot serve: \(StartupFailure.describe(error, host: settings.server.host, port: settings.server.port))"
            )
            throw ExitCode(Self.unavailableStatus)
        }
    }
}
