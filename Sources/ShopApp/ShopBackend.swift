import AuthData
import Boardy
import BoardyModulePlugin
import CartData
import Foundation
import Logging
import OrderService
import ProductData
import SQLiteStore
import ShopSeeding

/// The shared, `Sendable` half of the shop: the opened database and the configuration, from which any front builds
/// as many board graphs as it needs, each in its caller's isolation.
///
/// A board graph is not `Sendable` (docs/adr/0001-boards-on-any-actor.md): it lives on the actor that creates it.
/// The backend is what can be shared: the REPL builds one graph on the main actor (``ShopApplication``), an HTTP
/// server builds a fresh graph per request on that request's own actor, so requests never queue behind one actor.
/// Every graph has its own AuthData session store; all of them share the database pool.
public final class ShopBackend: Sendable {
    /// The configuration the shop was opened with.
    public let configuration: ShopConfiguration
    /// The shared database pool.
    public let pool: DatabasePool
    /// Whether the database file was created by this start.
    public let createdDatabase: Bool
    /// Whether this start gave the database the demo catalog (it was new or empty, and the configuration asked for it).
    public let seededDemoCatalog: Bool
    /// Where each graph's diagnostics, missing features and traces go.
    public let logger: Logger
    /// Whether each graph traces its board messages to ``logger``.
    public let tracesBoardMessages: Bool

    /// Opens the database, seeds a new or empty one with the demo catalog if configured (an empty one is what a
    /// first start interrupted while seeding leaves behind), and keeps what every graph shares.
    ///
    /// - Parameters:
    ///   - configuration: The database file and the modules' settings.
    ///   - logger: Where each graph's diagnostics, missing features and traces go.
    ///   - environment: The process environment, read for `BOARDY_LOG_ENABLED`.
    /// - Returns: The opened backend.
    /// - Throws: ``ShopAppError/database(_:)`` or ``ShopAppError/seeding(_:)``.
    public static func open(
        _ configuration: ShopConfiguration,
        logger: Logger = Logger(label: "shop"),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopAppError) -> ShopBackend {
        let opened: ShopDatabase.Opened
        do {
            opened = try ShopDatabase.open(
                path: configuration.databasePath, readers: configuration.readerCount,
                verify: configuration.verifiesDatabaseAtStart,
                sqlLogger: configuration.tracesSQL ? Logger(label: ShopDatabase.sqlTraceLabel) : nil
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
            configuration: configuration, pool: opened.pool, createdDatabase: opened.wasCreated,
            seededDemoCatalog: seedsDemo, logger: logger,
            tracesBoardMessages: configuration.tracesBoardMessages || BoardTracing.isRequested(by: environment))
    }

    private init(
        configuration: ShopConfiguration, pool: DatabasePool, createdDatabase: Bool, seededDemoCatalog: Bool,
        logger: Logger, tracesBoardMessages: Bool
    ) {
        self.configuration = configuration
        self.pool = pool
        self.createdDatabase = createdDatabase
        self.seededDemoCatalog = seededDemoCatalog
        self.logger = logger
        self.tracesBoardMessages = tracesBoardMessages
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
                .install(plugins: ProductDataModulePlugin.bundledPlugins(database: pool))
                .install(
                    plugins: AuthDataModulePlugin.bundledPlugins(
                        database: pool,
                        configuration: .init(
                            passwordCost: configuration.passwordCost, loginThrottle: configuration.loginThrottle))
                )
                .install(plugins: CartDataModulePlugin.bundledPlugins(database: pool))
                .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: pool))
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
        return launcher
    }
}
