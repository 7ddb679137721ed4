import PostgresNIO
import ProductDataIO

/// ProductData's staff changes on PostgreSQL as named prepared statements (``PostgresProductWriter``); every value
/// is bound and every time is the server's `clock_timestamp()`.
enum ProductWriteStatements {
    /// Locks a live product until the transaction ends and answers its stock (`FOR NO KEY UPDATE`: foreign-key
    /// checks of orders and carts still pass). Binds: id.
    struct LockProduct: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT stock FROM product WHERE id = $1 AND archived_at IS NULL FOR NO KEY UPDATE"
        let id: Int64
        func makeBindings() -> PostgresBindings { .init(binding: id) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Inserts a product unless another has the SKU (then no row comes back). Binds: sku, name, description,
    /// category id, price, stock.
    struct Insert: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            INSERT INTO product (sku, name, description, category_id, price_cents, stock, created_at, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp(), clock_timestamp())
            ON CONFLICT (sku) DO NOTHING
            RETURNING id
            """
        let sku: String, name: String, description: String
        let categoryID: Int64, priceCents: Int64, stock: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 6)
            bindings.append(sku)
            bindings.append(name)
            bindings.append(description)
            bindings.append(categoryID)
            bindings.append(priceCents)
            bindings.append(stock)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Sets the fields given (a `NULL` keeps the value) and `updated_at`; the generated search column follows the
    /// new name and description in the same statement. Binds: id, name, description, category id, price.
    struct Update: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            UPDATE product
            SET name = coalesce($2::text, name), description = coalesce($3::text, description),
                category_id = coalesce($4::bigint, category_id), price_cents = coalesce($5::bigint, price_cents),
                updated_at = clock_timestamp()
            WHERE id = $1
            RETURNING id
            """
        let id: Int64
        let name: String?, description: String?, categoryID: Int64?, priceCents: Int64?
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 5)
            bindings.append(id)
            bindings.append(name)
            bindings.append(description)
            bindings.append(categoryID)
            bindings.append(priceCents)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Sets the stock and `updated_at`. Binds: id, stock.
    struct SetStock: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "UPDATE product SET stock = $2, updated_at = clock_timestamp() WHERE id = $1 RETURNING id"
        let id: Int64, stock: Int64
        func makeBindings() -> PostgresBindings { .init(binding: id, stock) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Archives a live product. Binds: id.
    struct Archive: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            UPDATE product SET archived_at = clock_timestamp(), updated_at = clock_timestamp()
            WHERE id = $1 AND archived_at IS NULL
            RETURNING id
            """
        let id: Int64
        func makeBindings() -> PostgresBindings { .init(binding: id) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Appends a staff ledger row. Binds: product id, delta, reason, user id.
    struct AppendLedger: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            INSERT INTO stock_ledger (product_id, delta, reason, user_id, created_at)
            VALUES ($1, $2, $3, $4, clock_timestamp())
            RETURNING id
            """
        let productID: Int64, delta: Int64, reason: String, userID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(productID)
            bindings.append(delta)
            bindings.append(reason)
            bindings.append(userID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }
}
