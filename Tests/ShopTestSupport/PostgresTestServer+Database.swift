import PostgresStore

extension PostgresTestServer {
    /// Runs `body` with a pool on a fresh, empty database (no migrations; the C locale if `cLocale`), then closes the pool and drops the database,
    /// also when `body` throws.
    public static func withDatabase<T>(
        maximumConnections: Int = 4, cLocale: Bool = false, _ body: (PostgresStore.PostgresDatabase) async throws -> T
    ) async throws -> T {
        let url = try await createDatabase(cLocale: cLocale)
        let database: PostgresStore.PostgresDatabase
        do {
            database = try await PostgresStore.PostgresDatabase.connect(
                to: url, maximumConnections: maximumConnections)
        } catch {
            try? await dropDatabase(url)
            throw error
        }
        do {
            let value = try await body(database)
            await database.close()
            try await dropDatabase(url)
            return value
        } catch {
            await database.close()
            try? await dropDatabase(url)
            throw error
        }
    }

    /// What `build` makes from a pool on a fresh database, after that pool is closed and the database dropped: the
    /// state of a process whose database went away (a board graph whose every statement must now fail).
    public static func afterDatabaseIsGone<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ build: (PostgresStore.PostgresDatabase) throws -> T
    ) async throws -> T {
        let url = try await createDatabase()
        let database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 2)
        let built: T
        do {
            built = try build(database)
        } catch {
            await database.close()
            try? await dropDatabase(url)
            throw error
        }
        await database.close()
        try await dropDatabase(url)
        return built
    }
}
