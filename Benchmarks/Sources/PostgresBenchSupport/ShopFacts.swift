import PostgresNIO
import PostgresStore

/// What the inputs are drawn from, read once after seeding.
struct ShopFacts {
    var maxProductID: Int64
    var slugs: [String]
    var users: [Int64]
    var names: [String]

    /// Reads the facts from `database`.
    static func read(_ database: PostgresStore.PostgresDatabase) async throws -> ShopFacts {
        let logger = database.logger
        return try await database.withConnection { connection in
            var facts = ShopFacts(maxProductID: 0, slugs: [], users: [], names: [])
            for try await maxID in try await connection.query(
                "SELECT coalesce(max(id), 0) FROM product", logger: logger
            ).decode(Int64.self) {
                facts.maxProductID = maxID
            }
            for try await slug in try await connection.query("SELECT slug FROM category ORDER BY id", logger: logger)
                .decode(String.self)
            {
                facts.slugs.append(slug)
            }
            for try await id in try await connection.query("SELECT id FROM shop_user ORDER BY id", logger: logger)
                .decode(Int64.self)
            {
                facts.users.append(id)
            }
            // Names spread over the whole catalog (ids are dense from 1), for search words, as ShopFixture takes them.
            let step = max(1, facts.maxProductID / 400)
            for try await name in try await connection.query(
                "SELECT name FROM product WHERE id % \(step) = 0 ORDER BY id LIMIT 400", logger: logger
            ).decode(String.self) {
                facts.names.append(name)
            }
            return facts
        }
    }
}
