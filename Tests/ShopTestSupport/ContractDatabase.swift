import Foundation
import PostgresStore
import SQLiteStore
import ShopMigrations
import Synchronization

/// A fresh, migrated shop database on one ``Backend``, seeded through backend-neutral helpers, for the data modules'
/// contract tests: a SQLite file in a temporary directory, or a uniquely named PostgreSQL database created for the
/// test (so tests run in parallel) and dropped by ``remove()``.
///
/// The seeding helpers write the same rows on both backends; ids are assigned by the database in insertion order.
public final class ContractDatabase: Sendable {
    /// The open database, for installing a module's plugins.
    public enum Storage: Sendable {
        /// A SQLite pool on a file in a temporary directory.
        case sqlite(DatabasePool, directory: String)
        /// A PostgreSQL pool on a database created for this test.
        case postgres(PostgresStore.PostgresDatabase)
    }

    /// The backend.
    public let backend: Backend
    /// The open database.
    public let storage: Storage
    /// How many default SKUs the seeding helpers have handed out.
    private let skuCount = Mutex(0)

    /// Creates and migrates a fresh database on `backend`.
    public init(_ backend: Backend) async throws {
        self.backend = backend
        switch backend {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.path + "/ShopContract-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // Creating and migrating the file blocks: on a thread of its own, not the caller's actor or the pool.
            let pool = try await offPool {
                let pool = try DatabasePool.open(
                    path: directory + "/shop.sqlite", configuration: .init(readerCount: 2))
                try ShopMigrations.migrator.migrate(pool)
                return pool
            }
            storage = .sqlite(pool, directory: directory)
        case .postgres:
            let url = try await PostgresTestServer.createDatabase()
            let database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 4)
            do {
                try await ShopPostgresMigrations.migrator.migrate(database)
            } catch {
                await database.close()
                try? await PostgresTestServer.dropDatabase(url)
                throw error
            }
            storage = .postgres(database)
        }
    }

    /// Closes the database and deletes it (the SQLite directory, or the PostgreSQL database).
    public func remove() async {
        switch storage {
        case let .sqlite(_, directory):
            try? FileManager.default.removeItem(atPath: directory)
        case let .postgres(database):
            await database.close()
            try? await PostgresTestServer.dropDatabase(database.url)
        }
    }

    /// The first of `count` fresh default SKU numbers.
    func nextSKUs(_ count: Int) -> Int {
        skuCount.withLock { used in
            defer { used += count }
            return used + 1
        }
    }

    /// The SQLite pool; fails the test when the backend is PostgreSQL.
    public var sqlitePool: DatabasePool {
        get throws {
            guard case let .sqlite(pool, _) = storage else { throw WrongBackend(expected: .sqlite) }
            return pool
        }
    }

    /// The PostgreSQL database; fails the test when the backend is SQLite.
    public var postgres: PostgresStore.PostgresDatabase {
        get throws {
            guard case let .postgres(database) = storage else { throw WrongBackend(expected: .postgres) }
            return database
        }
    }

    /// Asking for one backend's database on the other.
    public struct WrongBackend: Error, CustomStringConvertible {
        /// The backend that was asked for.
        public let expected: Backend
        /// The explanation.
        public var description: String { "this test database is not on \(expected)" }
    }
}

/// Runs `body` with a fresh database on `backend` and removes it afterwards, also when `body` throws.
public func withContractDatabase<T>(
    _ backend: Backend, _ body: (ContractDatabase) async throws -> T
) async throws -> T {
    let database = try await ContractDatabase(backend)
    do {
        let value = try await body(database)
        await database.remove()
        return value
    } catch {
        await database.remove()
        throw error
    }
}
