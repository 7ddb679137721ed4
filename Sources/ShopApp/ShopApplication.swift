import AuthData
import Boardy
import BoardyModulePlugin
import Foundation
import Logging
import SQLiteStore
import ShopSeeding

/// The composition root on the main actor: a ``ShopBackend`` and one board graph built from it, for a front whose
/// graph lives on the main actor (the REPL).
///
/// ShopApp is the only place that sees every module's implementation. Fronts (the REPL, tests, benchmarks) talk to
/// the modules through `mainboard` and the modules' IO targets only.
@MainActor
public final class ShopApplication {
    /// The shared half: the database and the configuration, from which more graphs can be built.
    public let backend: ShopBackend
    /// The launcher holding the mainboard and the URL openers.
    public let launcher: PluginLauncher

    /// The shared SQLite pool; `nil` when the shop runs on PostgreSQL.
    public var pool: DatabasePool? { backend.pool }
    /// Whether the database file was created by this start.
    public var createdDatabase: Bool { backend.createdDatabase }
    /// Whether this start gave the database the demo catalog (it was new or empty, and the configuration asked for it).
    public var seededDemoCatalog: Bool { backend.seededDemoCatalog }

    /// The mainboard every module's boards are activated on.
    public var mainboard: Motherboard { launcher.mainboard }

    /// Opens a SQLite database synchronously, seeds a new or empty one with the demo catalog if configured (an empty
    /// one is what a first start interrupted while seeding leaves behind), and initializes the launcher. A PostgreSQL
    /// database is started with ``connect(_:urlOpenerPlugins:logger:environment:)``, which takes either backend.
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
        let backend = try ShopBackend.open(configuration, logger: logger, environment: environment)
        let launcher = try backend.makeLauncher(urlOpenerPlugins: urlOpenerPlugins)
        return ShopApplication(backend: backend, launcher: launcher)
    }

    /// Opens the configured database — SQLite or PostgreSQL, see
    /// ``ShopBackend/connect(_:logger:environment:)`` — seeds a new or empty one with the demo catalog if configured,
    /// and initializes the launcher. Call ``close()`` when done.
    ///
    /// - Parameters:
    ///   - urlOpenerPlugins: The deep-link openers the front wants the launcher to open links with, in order.
    ///   - logger: Where diagnostics, missing features and traces go.
    ///   - environment: The process environment, read for `BOARDY_LOG_ENABLED`.
    public static func connect(
        _ configuration: ShopConfiguration,
        urlOpenerPlugins: [any URLOpenerPlugin] = [],
        logger: Logger = Logger(label: "shop"),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(ShopAppError) -> ShopApplication {
        let backend = try await ShopBackend.connect(configuration, logger: logger, environment: environment)
        do {
            let launcher = try backend.makeLauncher(urlOpenerPlugins: urlOpenerPlugins)
            return ShopApplication(backend: backend, launcher: launcher)
        } catch {
            await backend.close()
            throw error
        }
    }

    /// Closes the database (see ``ShopBackend/close()``); the application must not be used afterwards.
    public func close() async {
        await backend.close()
    }

    /// The scrypt cost of seeded demo accounts: low, so seeding thousands of users takes seconds. Real accounts
    /// use ``ShopConfiguration/passwordCost``; verification reads the cost from each stored hash.
    public nonisolated static let seedingPasswordCost = PasswordHasher.Cost.testing

    /// The seeder the `seed` command and first start use. Demo users get deterministic salts derived from their
    /// index, so the same seed gives the same database content.
    public nonisolated static func makeSeeder() -> DatabaseSeeder {
        DatabaseSeeder(hashPassword: hashDemoPassword)
    }

    /// The PostgreSQL seeder the `seed` command and first start use: the same content as ``makeSeeder()``'s.
    public nonisolated static func makePostgresSeeder() -> PostgresSeeder {
        PostgresSeeder(hashPassword: hashDemoPassword)
    }

    /// Hashes demo user `index`'s password at ``seedingPasswordCost`` with a salt derived from `index`.
    private nonisolated static func hashDemoPassword(_ password: String, index: Int) throws -> String {
        let hasher = PasswordHasher(cost: seedingPasswordCost) {
            var random = SeededRandom(seed: 0xD3_5A17 &+ UInt64(index))
            return (0..<PasswordHasher.saltByteCount).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        return try hasher.hash(password: password)
    }

    private init(backend: ShopBackend, launcher: PluginLauncher) {
        self.backend = backend
        self.launcher = launcher
    }
}
