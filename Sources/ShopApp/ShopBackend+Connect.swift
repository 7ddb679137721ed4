import Foundation
import Logging
import PostgresStore
import ShopMigrations
import ShopSeeding

extension ShopBackend {
    /// Opens the configured database — a SQLite file (as ``open(_:logger:environment:)``) or a PostgreSQL
    /// database — and keeps what every graph shares.
    ///
    /// On PostgreSQL: connects a pool of at most ``ShopConfiguration/postgresConnections`` whose work keeps
    /// ``ShopConfiguration/databaseConnectTimeout`` and ``ShopConfiguration/databaseStatementTimeout``, applies pending
    /// migrations under the migrator's advisory lock, and, if configured, seeds the demo catalog into a database
    /// that holds no category, product or user. The emptiness check and the seed run in one transaction under the
    /// seeder's advisory lock, so several processes starting together on one empty database seed it once.
    ///
    /// Call ``close()`` when done, so the PostgreSQL connections are closed cleanly.
    ///
    /// - Parameters:
    ///   - configuration: The database and the modules' settings.
    ///   - logger: Where each graph's diagnostics, missing features and traces go.
    ///   - environment: The process environment, read for `BOARDY_LOG_ENABLED`.
    /// - Returns: The opened backend.
    /// - Throws: ``ShopAppError/database(_:)`` or ``ShopAppError/seeding(_:)``.
    public static func connect(
        _ configuration: ShopConfiguration,
        logger: Logger = Logger(label: "shop"),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(ShopAppError) -> ShopBackend {
        guard case let .postgres(url) = configuration.database else {
            return try open(configuration, logger: logger, environment: environment)
        }
        let sqlLogger = configuration.tracesSQL ? Logger(label: ShopDatabase.sqlTraceLabel) : nil
        let opened: ShopDatabase.PostgresOpened
        do {
            opened = try await ShopDatabase.openPostgres(
                url, connections: configuration.postgresConnections, sqlLogger: sqlLogger,
                tracing: configuration.tracing,
                deadlines: PostgresDeadlines(
                    connect: configuration.databaseConnectTimeout, statement: configuration.databaseStatementTimeout))
        } catch {
            throw .database(error)
        }
        var seeded = false
        if configuration.seedsDemoCatalogWhenCreated {
            do {
                let seeder = ShopApplication.makePostgresSeeder()
                seeded = try await seeder.seedIfEmpty(opened.database, options: .demo) != nil
            } catch {
                await opened.database.close()
                throw .seeding(error)
            }
        }
        return ShopBackend(
            configuration: configuration, storage: .postgres(opened.database), createdDatabase: opened.createdSchema,
            seededDemoCatalog: seeded, logger: logger, environment: environment)
    }

    /// Closes the database: the PostgreSQL pool's connections are closed and waited for. Graphs built from this
    /// backend must not be used afterwards. A SQLite pool closes when the backend goes away; this does nothing for
    /// it.
    public func close() async {
        if case let .postgres(database) = storage {
            await database.close()
        }
    }
}
