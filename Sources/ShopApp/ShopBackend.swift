import AuthData
import Boardy
import BoardyModulePlugin
import CartData
import Foundation
import Logging
import OrderService
import PostgresStore
import ProductData
import SQLiteStore
import ShopSeeding
import ShopTracing

/// The shared, `Sendable` half of the shop: the opened database and the configuration, from which any front builds
/// as many board graphs as it needs, each in its caller's isolation.
///
/// A board graph is not `Sendable` (docs/adr/0001-boards-on-any-actor.md): it lives on the actor that creates it.
/// The backend is what can be shared: the REPL builds one graph on the main actor (``ShopApplication``), an HTTP
/// server builds a fresh graph per request on that request's own actor, so requests never queue behind one actor.
/// Every graph has its own AuthData session store; all of them share the database pool.
public final class ShopBackend: Sendable {
    /// The opened database a backend shares between its graphs.
    enum Storage: Sendable {
        /// A SQLite pool.
        case sqlite(DatabasePool)
        /// A PostgreSQL pool.
        case postgres(PostgresDatabase)
    }

    /// The configuration the shop was opened with.
    public let configuration: ShopConfiguration
    /// The opened database.
    let storage: Storage
    /// Whether the database was created by this start (the SQLite file, or the shop's schema in a PostgreSQL
    /// database).
    public let createdDatabase: Bool
    /// Whether this start gave the database the demo catalog (it was new or empty, and the configuration asked for it).
    public let seededDemoCatalog: Bool
    /// Where each graph's diagnostics, missing features and traces go.
    public let logger: Logger
    /// Whether each graph traces its board messages to ``logger``.
    public let tracesBoardMessages: Bool

    /// The shared SQLite pool; `nil` when the shop runs on PostgreSQL.
    public var pool: DatabasePool? {
        if case let .sqlite(pool) = storage { return pool }
        return nil
    }

    /// Where the database is (a file path, or a PostgreSQL URL whose description hides the password).
    public var location: ShopDatabaseLocation { configuration.database }

    /// Opens a SQLite database synchronously, seeds a new or empty one with the demo catalog if configured (an empty
    /// one is what a first start interrupted while seeding leaves behind), and keeps what every graph shares.
    ///
    /// A PostgreSQL database is opened with ``connect(_:logger:environment:)``, which handles both backends.
    ///
    /// - Parameters:
    ///   - configuration: The database file and the modules' settings.
    ///   - logger: Where each graph's diagnostics, missing features and traces go.
    ///   - environment: The process environment, read for `BOARDY_LOG_ENABLED`.
    /// - Returns: The opened backend.
    /// - Throws: ``ShopAppError/database(_:)`` (``ShopDatabaseError/sqliteOnly(operation:instead:)`` for a
    ///   PostgreSQL configuration) or ``ShopAppError/seeding(_:)``.
    public static func open(
        _ configuration: ShopConfiguration,
        logger: Logger = Logger(label: "shop"),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopAppError) -> ShopBackend {
        guard case let .sqlite(path) = configuration.database else {
            throw .database(.sqliteOnly(operation: "ShopBackend.open", instead: "ShopBackend.connect"))
        }
        let opened: ShopDatabase.Opened
        do {
            opened = try ShopDatabase.open(
                path: path, readers: configuration.readerCount,
                verify: configuration.verifiesDatabaseAtStart,
                sqlLogger: configuration.tracesSQL ? Logger(label: ShopDatabase.sqlTraceLabel) : nil,
                tracing: configuration.tracing, lockTimeout: configuration.databaseConnectTimeout
            )
        } catch {
            throw .database(error)
        }
        let seedsDemo = opened.isEmpty && configuration.seedsDemoCatalogWhenCreated
        if seedsDemo {
            do {
                try ShopApplication.makeSeeder().seed(opened.pool, options: .demo)
            } catch {
                throw .seeding(error)
            }
        }
        return ShopBackend(
            configuration: configuration, storage: .sqlite(opened.pool), createdDatabase: opened.wasCreated,
            seededDemoCatalog: seedsDemo, logger: logger, environment: environment)
    }

    init(
        configuration: ShopConfiguration, storage: Storage, createdDatabase: Bool, seededDemoCatalog: Bool,
        logger: Logger, environment: [String: String]
    ) {
        self.configuration = configuration
        self.storage = storage
        self.createdDatabase = createdDatabase
        self.seededDemoCatalog = seededDemoCatalog
        self.logger = logger
        self.tracesBoardMessages =
            configuration.tracesBoardMessages || BoardTracing.isRequested(by: environment)
    }

    /// Reports the password hashes running or waiting (the depth of ``ShopConfiguration/passwordHashing``) to
    /// `observer`, now and after every change: how a front feeds its queue-depth gauge without seeing AuthData. The
    /// observer runs under the pool's lock, so it must be quick (set a gauge).
    public func observePasswordHashQueueDepth(_ observer: @escaping @Sendable (Int) -> Void) {
        configuration.passwordHashing.observeDepth(observer)
    }

    /// Builds a fresh board graph — every module's plugins in one launcher — on the caller's actor.
    ///
    /// The graph has its own AuthData session (signed out) and shares the database with every other graph. An id
    /// no module registered yields a `NoBoard`, whose "feature not found" goes to ``logger`` (see
    /// ``ShopApplication/logFeatureNotFound(_:to:)``); board diagnostics go there as warnings, and board messages
    /// are traced there when ``tracesBoardMessages`` is set.
    ///
    /// - Parameters:
    ///   - urlOpenerPlugins: The deep-link openers the front wants the launcher to open links with, in order.
    ///   - isolation: The actor the graph lives on; leave the default, the caller's own isolation.
    /// - Returns: The initialized launcher.
    /// - Throws: ``ShopAppError/configuration(_:)`` when the modules cannot be assembled (a programming error).
    public func makeLauncher(
        urlOpenerPlugins: [any URLOpenerPlugin] = [],
        isolation: isolated (any Actor)? = #isolation
    ) throws(ShopAppError) -> PluginLauncher {
        let logger = logger
        let launcher: PluginLauncher
        do {
            launcher = try PluginLauncher.with()
                .install(plugins: modulePlugins)
                .install(urlOpenerPlugins: urlOpenerPlugins)
                .install(featureNotFoundHandler: { ShopApplication.logFeatureNotFound($0, to: logger) })
                .initialize(isolation: isolation)
        } catch {
            throw .configuration(error)
        }
        launcher.mainboard.diagnosticHandler = { diagnostic in
            logger.warning("\(diagnostic.description)")
        }
        if tracesBoardMessages {
            launcher.mainboard.traceHandler = ShopApplication.traceHandler(logger: logger)
        }
        if let tracing = configuration.tracing {
            installSpans(tracing, on: launcher.mainboard)
        }
        return launcher
    }

    /// Every data module's plugins, on the backend's database.
    private var modulePlugins: [any ModulePlugin] {
        let auth = AuthDataConfiguration(
            passwordCost: configuration.passwordCost, sessionLifetime: configuration.sessionLifetime,
            loginThrottle: configuration.loginThrottle, registrationLimit: configuration.registrationLimit,
            passwordHashing: configuration.passwordHashing)
        switch storage {
        case let .sqlite(pool):
            return ProductDataModulePlugin.bundledPlugins(database: pool)
                + AuthDataModulePlugin.bundledPlugins(database: pool, configuration: auth)
                + CartDataModulePlugin.bundledPlugins(database: pool)
                + OrderServiceModulePlugin.bundledPlugins(database: pool)
        case let .postgres(database):
            return ProductDataModulePlugin.bundledPlugins(database: database)
                + AuthDataModulePlugin.bundledPlugins(database: database, configuration: auth)
                + CartDataModulePlugin.bundledPlugins(database: database)
                + OrderServiceModulePlugin.bundledPlugins(database: database)
        }
    }
}
