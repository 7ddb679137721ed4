import Logging
import NIOCore
import PostgresNIO

/// The statements of one seeding transaction, on its connection.
struct SeedLoad {
    let connection: PostgresConnection
    let logger: Logger
    let progress: @Sendable (SeedProgress) -> Void

    /// The tables a replacing seed empties, children first.
    static let seededTables = [
        "idempotency_key", "stock_ledger", "order_line", "customer_order", "cart_item", "session", "login_failure",
        "shop_user", "product",
        "category",
    ]

    /// Waits for, then holds until the transaction ends, the advisory lock `key`.
    func lock(_ key: Int64) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(key))", logger: logger)
    }

    /// How many categories, products and users there are.
    func counts() async throws -> (categories: Int, products: Int, users: Int) {
        let rows = try await connection.query(
            """
            SELECT (SELECT count(*) FROM category), (SELECT count(*) FROM product), (SELECT count(*) FROM shop_user)
            """, logger: logger)
        for try await (categories, products, users) in rows.decode((Int, Int, Int).self) {
            return (categories, products, users)
        }
        return (0, 0, 0)
    }

    /// Empties every seeded table and restarts its ids at 1, as an empty SQLite table does.
    func wipe() async throws {
        let tables = Self.seededTables.joined(separator: ", ")
        try await connection.query(PostgresQuery(unsafeSQL: "TRUNCATE \(tables) RESTART IDENTITY"), logger: logger)
    }

    /// Inserts the categories in order; returns their ids.
    func insertCategories(_ categories: [CatalogGenerator.CategoryRecord]) async throws -> [Int64] {
        var ids: [Int64] = []
        for category in categories {
            let rows = try await connection.query(
                "INSERT INTO category (slug, name) VALUES (\(category.slug), \(category.name)) RETURNING id",
                logger: logger)
            for try await id in rows.decode(Int64.self) { ids.append(id) }
        }
        return ids
    }

    /// The staff account (``SeedOptions/staffUsername``), its salt derived from an index no demo user has.
    func insertStaffAccount(hashPassword: DatabaseSeeder.PasswordHashing) async throws {
        let (username, hash) = (
            SeedOptions.staffUsername, try hashPassword(SeedOptions.staffPassword, SeedOptions.maximumUsers)
        )
        try await connection.query(
            """
            INSERT INTO shop_user (username, password_hash, created_at, role)
            VALUES (\(username), \(hash), \(PostgresSeeder.seededAt)::timestamptz, 'staff')
            """, logger: logger)
    }

    /// The demo users `user0001`… with passwords `password-0001`…; returns their ids in order.
    func insertUsers(_ count: Int, hashPassword: DatabaseSeeder.PasswordHashing) async throws -> [Int64] {
        progress(SeedProgress(.users, completed: 0, of: count))
        let step = max(1, count / 100)
        var ids: [Int64] = []
        for index in 0..<count {
            let number = String(index + 1)
            let padded = String(repeating: "0", count: max(0, 4 - number.count)) + number
            let hash = try hashPassword("password-\(padded)", index)
            let username = "user\(padded)"
            let rows = try await connection.query(
                """
                INSERT INTO shop_user (username, password_hash, created_at)
                VALUES (\(username), \(hash), \(PostgresSeeder.seededAt)::timestamptz) RETURNING id
                """, logger: logger)
            for try await id in rows.decode(Int64.self) { ids.append(id) }
            if (index + 1) % step == 0, index + 1 < count {
                progress(SeedProgress(.users, completed: index + 1, of: count))
            }
        }
        progress(SeedProgress(.users, completed: count, of: count))
        return ids
    }
}
