import PostgresStore

extension PostgresSeeder {
    /// Seeds `database` if it holds no category, product or user (a new database, or one a first start interrupted
    /// while seeding left empty); changes nothing otherwise.
    ///
    /// The check and the seed run in one transaction under ``advisoryLockKey``: when several processes start on one
    /// empty database together, exactly one seeds it and the others find its content.
    ///
    /// - Returns: What was seeded, or `nil` when the database already had content.
    /// - Throws: ``ShopSeeding/SeedError`` (a database failure, or a count out of range).
    public func seedIfEmpty(
        _ database: PostgresStore.PostgresDatabase, options: SeedOptions
    ) async throws(SeedError) -> SeedReport? {
        do {
            return try await seed(database, options: options)
        } catch .databaseNotEmpty {
            return nil
        }
    }
}
