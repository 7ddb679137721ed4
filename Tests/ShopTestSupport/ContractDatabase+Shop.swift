import PostgresNIO
import PostgresStore
import SQLiteStore

extension ContractDatabase {
    /// Inserts a user (with a placeholder password hash that no password matches) and returns its id.
    @discardableResult
    nonisolated(nonsending) public func insertUser(_ username: String) async throws -> Int64 {
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.write { db in
                try db.prepare("INSERT INTO user (username, passwordHash, createdAt) VALUES (?, 'test-only', ?)")
                    .bind(username, Self.seededAt).execute()
                return db.lastInsertRowID
            }
        case let .postgres(database):
            return try await database.integers(
                """
                INSERT INTO shop_user (username, password_hash, created_at)
                VALUES (\(username), 'test-only', '2026-01-01T00:00:00Z'::timestamptz) RETURNING id
                """
            ).first ?? 0
        }
    }

    /// Sets a product's price behind the modules' backs (as an administrator's SQL would).
    nonisolated(nonsending) public func setPrice(ofProduct id: Int64, cents: Int) async throws {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in
                try db.prepare("UPDATE product SET priceCents = ? WHERE id = ?").bind(cents, id).execute()
            }
        case let .postgres(database):
            _ = try await database.integers(
                "UPDATE product SET price_cents = \(Int64(cents)) WHERE id = \(id) RETURNING id")
        }
    }

    /// Moves a cart line's adding time (an ISO-8601 UTC instant with milliseconds) behind the modules' backs.
    nonisolated(nonsending) public func setCartLineAddedAt(user: Int64, product: Int64, to instant: String) async throws
    {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in
                try db.prepare("UPDATE cartItem SET addedAt = ? WHERE userId = ? AND productId = ?")
                    .bind(instant, user, product).execute()
            }
        case let .postgres(database):
            _ = try await database.integers(
                """
                UPDATE cart_item SET added_at = \(instant)::timestamptz
                WHERE user_id = \(user) AND product_id = \(product) RETURNING product_id
                """)
        }
    }

    /// Sets a product's stock behind the modules' backs (as an administrator's SQL would).
    nonisolated(nonsending) public func setStock(ofProduct id: Int64, to stock: Int) async throws {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in
                try db.prepare("UPDATE product SET stock = ? WHERE id = ?").bind(stock, id).execute()
            }
        case let .postgres(database):
            _ = try await database.integers("UPDATE product SET stock = \(Int64(stock)) WHERE id = \(id) RETURNING id")
        }
    }

    /// The product's stock (0 when there is no such product).
    nonisolated(nonsending) public func stock(ofProduct id: Int64) async throws -> Int {
        try await integer(
            sqlite: "SELECT stock FROM product WHERE id = ?", [id],
            postgres: "SELECT stock FROM product WHERE id = \(id)") ?? 0
    }

    /// The stored quantity of the user's cart line for a product, `nil` when there is no line.
    nonisolated(nonsending) public func cartQuantity(user: Int64, product: Int64) async throws -> Int? {
        try await integer(
            sqlite: "SELECT quantity FROM cartItem WHERE userId = ? AND productId = ?", [user, product],
            postgres: "SELECT quantity FROM cart_item WHERE user_id = \(user) AND product_id = \(product)")
    }

    /// The number of stored cart lines of the user.
    nonisolated(nonsending) public func cartLineCount(user: Int64) async throws -> Int {
        try await integer(
            sqlite: "SELECT count(*) FROM cartItem WHERE userId = ?", [user],
            postgres: "SELECT count(*) FROM cart_item WHERE user_id = \(user)") ?? 0
    }

    /// The number of stored cart lines of every user.
    nonisolated(nonsending) public func cartLineCount() async throws -> Int {
        try await integer(sqlite: "SELECT count(*) FROM cartItem", [], postgres: "SELECT count(*) FROM cart_item") ?? 0
    }

    /// The number of stored orders of every user.
    nonisolated(nonsending) public func orderCount() async throws -> Int {
        try await integer(
            sqlite: "SELECT count(*) FROM customerOrder", [], postgres: "SELECT count(*) FROM customer_order") ?? 0
    }

    /// The first column of a query's first row as an integer, `nil` without a row; `sqlite` binds `arguments`,
    /// `postgres` binds its interpolated values.
    nonisolated(nonsending) func integer(
        sqlite: String, _ arguments: [Int64], postgres: PostgresQuery
    ) async throws -> Int? {
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.read { db in
                try db.prepare(sqlite).bind(arguments: arguments).fetchOne { $0.int(at: 0) }
            }
        case let .postgres(database):
            return try await database.integers(postgres).first.map(Int.init)
        }
    }
}
