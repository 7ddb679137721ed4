import DataFailure
import Foundation
import Logging
import PostgresNIO
import PostgresStore

/// Fills a migrated PostgreSQL shop database with the same deterministic content as ``ShopSeeding/DatabaseSeeder``
/// gives a SQLite one: the same categories, products (streamed with `COPY … FROM STDIN`), demo users and past
/// orders, in the same order and with the same ids, for the same ``ShopSeeding/SeedOptions``.
///
/// Seeds run one at a time on a database: each seeding transaction first takes a transaction advisory lock
/// (``advisoryLockKey``), then looks at what is there, so of two processes seeding an empty database together the
/// second waits, then finds the first one's content (see ``seedIfEmpty(_:options:)``).
///
/// Everything happens in one transaction: a failed or interrupted seed leaves the database as it was. The product
/// table's secondary indexes (the full-text GIN index above all) are dropped for the load and rebuilt after it, from
/// their own stored definitions, which is an order of magnitude faster than maintaining them row by row.
public struct PostgresSeeder: Sendable {
    /// Hashes a demo user's password (`index` is the user's 0-based number, for deterministic salts in tests).
    public typealias PasswordHashing = DatabaseSeeder.PasswordHashing

    private let hashPassword: PasswordHashing
    /// The advisory lock key every seeding transaction holds (the bytes of "shop_see"): one seed at a time.
    public static let advisoryLockKey: Int64 = 0x7368_6F70_5F73_6565
    /// The creation time of every seeded product and user, as ``ShopSeeding/DatabaseSeeder`` writes it.
    static let seededAt = "2026-01-01T00:00:00.000Z"

    /// Creates a seeder that hashes demo passwords with `hashPassword`.
    public init(hashPassword: @escaping PasswordHashing) {
        self.hashPassword = hashPassword
    }

    /// Seeds `database`.
    ///
    /// - Parameters:
    ///   - database: A database migrated to the shop schema.
    ///   - options: How many products and users, and the random seed.
    ///   - replacing: Whether a database that already has a catalog or users is emptied first (else it is refused).
    ///   - progress: Told the phase and count as seeding goes (products every 0.5%).
    /// - Returns: What was inserted and how long it took.
    /// - Throws: ``ShopSeeding/SeedError``: a count out of range, a database that is not empty, or a database
    ///   failure (nothing is then changed).
    @discardableResult
    public func seed(
        _ database: PostgresStore.PostgresDatabase,
        options: SeedOptions,
        replacing: Bool = false,
        progress: @escaping @Sendable (SeedProgress) -> Void = { _ in }
    ) async throws(SeedError) -> SeedReport {
        guard (0...SeedOptions.maximumProducts).contains(options.products) else {
            throw .invalidCount("--products must be between 0 and \(SeedOptions.maximumProducts)")
        }
        guard (0...SeedOptions.maximumUsers).contains(options.users) else {
            throw .invalidCount("--users must be between 0 and \(SeedOptions.maximumUsers)")
        }
        let started = Date()
        let logger = database.logger
        let hashPassword = hashPassword
        do {
            let seeded = try await database.transaction(retries: 0, bounded: false) { connection in
                let load = SeedLoad(connection: connection, logger: logger, progress: progress)
                try await load.lock(Self.advisoryLockKey)
                let existing = try await load.counts()
                if existing.products + existing.users + existing.categories > 0 {
                    guard replacing else {
                        throw SeedError.databaseNotEmpty(products: existing.products, users: existing.users)
                    }
                    progress(SeedProgress(.wipe, completed: 0, of: 1))
                    try await load.wipe()
                    progress(SeedProgress(.wipe, completed: 1, of: 1))
                }
                let generator = CatalogGenerator(seed: options.seed)
                let categoryIDs = try await load.insertCategories(generator.categories)
                try await load.copyProducts(options.products, categoryIDs: categoryIDs, generator: generator)
                let userIDs = try await load.insertUsers(options.users, hashPassword: hashPassword)
                if options.staffAccount { try await load.insertStaffAccount(hashPassword: hashPassword) }
                var random = SeededRandom(seed: options.seed ^ 0x5EED_0DE5)
                let orders = try await load.insertOrders(
                    userIDs: userIDs, productCount: options.products, random: &random)
                progress(SeedProgress(.checkpoint, completed: 0, of: 1))
                return (categories: categoryIDs.count, users: userIDs.count, orders: orders)
            }
            try await database.withConnection(bounded: false) { connection in
                try await connection.query("ANALYZE", logger: logger)  // the planner's statistics for the new rows
            }
            progress(SeedProgress(.checkpoint, completed: 1, of: 1))
            return SeedReport(
                categories: seeded.categories, products: options.products, users: seeded.users,
                orders: seeded.orders, seconds: Date().timeIntervalSince(started))
        } catch let error as SeedError {
            throw error
        } catch {
            throw .database(PostgresStoreError(error).databaseFailure)
        }
    }
}
