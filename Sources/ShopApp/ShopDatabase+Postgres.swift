import Logging
import PostgresStore
import ShopMigrations
import ShopTracing

extension ShopDatabase {
    /// A connected, migrated PostgreSQL database.
    struct PostgresOpened: Sendable {
        /// The pool every module shares.
        let database: PostgresDatabase
        /// The migrations this call applied.
        let applied: [PostgresMigration]
        /// Whether this call created the shop's schema (applied the first migration).
        var createdSchema: Bool { applied.contains { $0.id == 1 } }
    }

    /// Connects to `url` and applies pending migrations under the migrator's advisory lock; the pool is closed again
    /// when migrating fails.
    ///
    /// - Parameters:
    ///   - connections: The pool's largest number of connections.
    ///   - sqlLogger: Where PostgresNIO logs its queries (`--trace-sql`); `nil` logs nothing.
    ///   - tracing: Where every statement run under a span is recorded as a span; `nil` records nothing.
    ///   - deadlines: The deadlines of the pool's work; `nil` (tools) bounds nothing.
    static func openPostgres(
        _ url: PostgresURL, connections: Int, sqlLogger: Logger? = nil, tracing: TraceSwitch? = nil,
        deadlines: PostgresDeadlines? = nil
    ) async throws(ShopDatabaseError) -> PostgresOpened {
        let database: PostgresDatabase
        do {
            database = try await PostgresDatabase.connect(
                to: url, maximumConnections: max(2, connections), logger: sqlLogger ?? PostgresDatabase.silentLogger,
                statementTracer: postgresStatementTracer(tracing: tracing), deadlines: deadlines)
        } catch {
            throw .classify(error, url: url)
        }
        do {
            let applied = try await ShopPostgresMigrations.migrator.migrate(database)
            return PostgresOpened(database: database, applied: applied)
        } catch {
            await database.close()
            throw .classify(error, url: url)
        }
    }
}
