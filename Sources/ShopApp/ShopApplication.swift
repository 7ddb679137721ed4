import AuthData
import AuthDataIO
import Boardy
import BoardyModulePlugin
import CartData
import Foundation
import Logging
import OrderService
import ProductData
import SQLiteStore
import ShopSeeding

/// The composition root: opens the database and assembles every data module into one launcher.
///
/// This is the only place that sees every module's implementation. Fronts (the REPL, tests, benchmarks) talk to
/// the modules through `mainboard` and the modules' IO targets only.
@MainActor
public final class ShopApplication {
    /// The shared database pool.
    public let pool: DatabasePool
    /// The launcher holding the mainboard and the URL openers.
    public let launcher: PluginLauncher
    /// Whether the database file was created by this start.
    public let createdDatabase: Bool
    /// Whether this start gave the database the demo catalog (it was new or empty, and the configuration asked for it).
    public let seededDemoCatalog: Bool

    /// The mainboard every module's boards are activated on.
    public var mainboard: Motherboard { launcher.mainboard }

    /// Opens the database, seeds a new or empty one with the demo catalog if configured (an empty one is what a
    /// first start interrupted while seeding leaves behind), and initializes the launcher.
    ///
    /// An id no module registered (a deep link no opener can open, among others) yields a `NoBoard`, whose "feature
    /// not found" goes to `logger` (see ``logFeatureNotFound(_:to:)``). Board messages are traced to `logger` when
    /// ``ShopConfiguration/tracesBoardMessages`` is set or `environment` has `BOARDY_LOG_ENABLED=true`.
    ///
    /// - Parameters:
    ///   - urlOpenerPlugins: The deep-link openers the front wants the launcher to open links with (routes or any
    ///     other `URLOpenerPlugin`), in order.
    ///   - logger: Where diagnostics, missing features and traces go.
    ///   - environment: The process environment, read for `BOARDY_LOG_ENABLED`.
    public static func start(
        _ configuration: ShopConfiguration,
        urlOpenerPlugins: [any URLOpenerPlugin] = [],
        logger: Logger = Logger(label: "shop"),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopAppError) -> ShopApplication {
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
                try makeSeeder().seed(opened.pool, options: .demo)
            } catch {
                throw .seeding(error)
            }
        }
        let launcher: PluginLauncher
        do {
            launcher = try PluginLauncher.with()
                .install(plugins: ProductDataModulePlugin.bundledPlugins(database: opened.pool))
                .install(
                    plugins: AuthDataModulePlugin.bundledPlugins(
                        database: opened.pool,
                        configuration: .init(
                            passwordCost: configuration.passwordCost, loginThrottle: configuration.loginThrottle))
                )
                .install(plugins: CartDataModulePlugin.bundledPlugins(database: opened.pool))
                .install(plugins: OrderServiceModulePlugin.bundledPlugins(database: opened.pool))
                .install(urlOpenerPlugins: urlOpenerPlugins)
                .install(featureNotFoundHandler: { logFeatureNotFound($0, to: logger) })
                .initialize()
        } catch {
            throw .configuration(error)
        }
        launcher.mainboard.diagnosticHandler = { diagnostic in
            logger.warning("\(diagnostic.description)")
        }
        if configuration.tracesBoardMessages || BoardTracing.isRequested(by: environment) {
            launcher.mainboard.traceHandler = traceHandler(logger: logger)
        }
        return ShopApplication(
            pool: opened.pool, launcher: launcher, createdDatabase: opened.wasCreated, seededDemoCatalog: seedsDemo)
    }

    /// The scrypt cost of seeded demo accounts: low, so seeding thousands of users takes seconds. Real accounts
    /// use ``ShopConfiguration/passwordCost``; verification reads the cost from each stored hash.
    public nonisolated static let seedingPasswordCost = PasswordHasher.Cost.testing

    /// The seeder the `seed` command and first start use. Demo users get deterministic salts derived from their
    /// index, so the same seed gives the same database content.
    public nonisolated static func makeSeeder() -> DatabaseSeeder {
        DatabaseSeeder { password, index in
            let hasher = PasswordHasher(cost: seedingPasswordCost) {
                var random = SeededRandom(seed: 0xD3_5A17 &+ UInt64(index))
                return (0..<PasswordHasher.saltByteCount).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
            return try hasher.hash(password: password)
        }
    }

    private init(pool: DatabasePool, launcher: PluginLauncher, createdDatabase: Bool, seededDemoCatalog: Bool) {
        self.pool = pool
        self.launcher = launcher
        self.createdDatabase = createdDatabase
        self.seededDemoCatalog = seededDemoCatalog
    }
}
