import Foundation
import Logging
import PostgresNIO
import PostgresStore
import ShopMigrations
import ShopSeeding

extension ShopDatabase {
    /// Applies pending migrations to the database at `location` (creating a missing SQLite file).
    ///
    /// - Parameter sqlLogger: Where statements are traced (`--trace-sql`); `nil` traces nothing.
    /// - Throws: ``ShopDatabaseError``; an edited or newer schema is refused untouched.
    public static func migrate(
        _ location: ShopDatabaseLocation, sqlLogger: Logger? = nil
    ) async throws(ShopDatabaseError) -> ShopMigrationReport {
        switch location {
        case let .sqlite(path):
            let opened = try open(path: path, readers: 1, sqlLogger: sqlLogger)
            let applied = opened.appliedMigrations.map {
                ShopMigrationReport.Migration(id: $0, name: ShopSchemaStatus.name(of: $0) ?? "?")
            }
            return ShopMigrationReport(
                createdDatabase: opened.wasCreated, applied: applied, knownCount: ShopMigrations.all.count)
        case let .postgres(url):
            let opened = try await openPostgres(url, connections: 2, sqlLogger: sqlLogger)
            await opened.database.close()
            return ShopMigrationReport(
                createdDatabase: opened.createdSchema,
                applied: opened.applied.map { ShopMigrationReport.Migration(id: $0.id, name: $0.name) },
                knownCount: ShopPostgresMigrations.all.count)
        }
    }

    /// The migration status of the database at `location`, without applying anything.
    ///
    /// - Throws: ``ShopDatabaseError``: no SQLite file there, or the PostgreSQL database cannot be reached.
    public static func status(_ location: ShopDatabaseLocation) async throws(ShopDatabaseError) -> ShopSchemaStatus {
        switch location {
        case let .sqlite(path):
            return try status(path: path)
        case let .postgres(url):
            return try await withPostgres(url) { database in
                let status = try await ShopPostgresMigrations.migrator.status(of: database)
                return ShopSchemaStatus(status, appliedAt: try await appliedTimes(database))
            }
        }
    }

    /// Seeds the database at `location` (created and migrated first if needed) with the same content on either
    /// backend: ``ShopApplication/makeSeeder()`` on SQLite, ``ShopApplication/makePostgresSeeder()`` on PostgreSQL.
    ///
    /// - Parameters:
    ///   - options: How many products and users, and the random seed.
    ///   - replacing: Whether a database with content is wiped first (else it is refused).
    ///   - sqlLogger: Where statements are traced (`--trace-sql`); `nil` traces nothing.
    ///   - opened: Called once the database is open and migrated, before seeding starts (a front announces the seed
    ///     there, so a database that cannot be opened shows nothing but its error).
    ///   - progress: Told the phase and count as seeding goes.
    /// - Throws: ``ShopAppError/database(_:)`` when the database cannot be opened, ``ShopAppError/seeding(_:)``
    ///   when seeding fails or is refused.
    public static func seed(
        _ location: ShopDatabaseLocation,
        options: SeedOptions,
        replacing: Bool,
        sqlLogger: Logger? = nil,
        opened: () -> Void = {},
        progress: @escaping @Sendable (SeedProgress) -> Void
    ) async throws(ShopAppError) -> SeedReport {
        switch location {
        case let .sqlite(path):
            let database: Opened
            do {
                database = try open(path: path, readers: 1, sqlLogger: sqlLogger)
            } catch {
                throw .database(error)
            }
            opened()
            do {
                return try ShopApplication.makeSeeder().seed(
                    database.pool, options: options, replacing: replacing, progress: progress)
            } catch {
                throw .seeding(error)
            }
        case let .postgres(url):
            let database: PostgresOpened
            do {
                database = try await openPostgres(url, connections: 2, sqlLogger: sqlLogger)
            } catch {
                throw .database(error)
            }
            opened()
            do {
                let report = try await ShopApplication.makePostgresSeeder().seed(
                    database.database, options: options, replacing: replacing, progress: progress)
                await database.database.close()
                return report
            } catch {
                await database.database.close()
                throw .seeding(error)
            }
        }
    }

    /// Runs `body` with a pool of two connections to `url`, closed afterwards; failures become
    /// ``ShopDatabaseError``s.
    static func withPostgres<Value: Sendable>(
        _ url: PostgresURL, _ body: (PostgresStore.PostgresDatabase) async throws -> Value
    ) async throws(ShopDatabaseError) -> Value {
        let database: PostgresStore.PostgresDatabase
        do {
            database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 2)
        } catch {
            throw .classify(error, url: url)
        }
        do {
            let value = try await body(database)
            await database.close()
            return value
        } catch {
            await database.close()
            throw .classify(error, url: url)
        }
    }

    /// When each recorded migration was applied, as ISO-8601 UTC text (like SQLite's `appliedAt`), by id.
    private static func appliedTimes(_ database: PostgresStore.PostgresDatabase) async throws -> [Int: String] {
        try await database.withConnection { connection in
            var exists = false
            for try await found in try await connection.query(
                "SELECT to_regclass('schema_migration') IS NOT NULL", logger: database.logger
            ).decode(Bool.self) {
                exists = found
            }
            guard exists else { return [:] }
            var times: [Int: String] = [:]
            let rows = try await connection.query(
                """
                SELECT id, to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                FROM schema_migration
                """, logger: database.logger)
            for try await (id, time) in rows.decode((Int, String).self) { times[id] = time }
            return times
        }
    }
}
