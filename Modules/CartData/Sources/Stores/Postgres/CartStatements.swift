import CartDataIO
import PostgresNIO

/// CartData's named prepared statements: parsed and planned once per pooled connection, then only bound and
/// executed. Every statement is scoped to one user id, so a user reads and changes only their own lines.
enum CartStatements {
    /// The user's lines with the product's name and current price, oldest first (`added_at`, then product id).
    /// Binds: user id.
    struct Lines: PostgresPreparedStatement {
        typealias Row = CartLine
        static let sql = """
            SELECT c.product_id, p.name, c.quantity, p.price_cents
            FROM cart_item AS c JOIN product AS p ON p.id = c.product_id
            WHERE c.user_id = $1
            ORDER BY c.added_at, c.product_id
            """
        let userID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(userID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> CartLine {
            let (productID, name, quantity, price) = try row.decode((Int64, String, Int64, Int64).self)
            return CartLine(productID: productID, name: name, quantity: Int(quantity), unitPriceCents: Int(price))
        }
    }

    /// Locks the user's row against the user's other cart changes until the transaction ends (`FOR NO KEY UPDATE`:
    /// foreign-key checks still pass), so a read-then-write change cannot interleave with another one of the same
    /// user. Returns the id when the user exists. Binds: user id.
    struct LockUser: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT id FROM shop_user WHERE id = $1 FOR NO KEY UPDATE"
        let userID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(userID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The product's stock and the units of it in the user's cart (`NULL` without a line). Binds: user id,
    /// product id.
    struct ProductState: PostgresPreparedStatement {
        typealias Row = (Int64, Int64?)
        static let sql = """
            SELECT p.stock, c.quantity
            FROM product AS p LEFT JOIN cart_item AS c ON c.product_id = p.id AND c.user_id = $1
            WHERE p.id = $2 AND p.archived_at IS NULL
            """
        let userID: Int64
        let productID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            bindings.append(userID)
            bindings.append(productID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Inserts the user's line, or sets the existing line's quantity (its `added_at` is kept, so the line keeps its
    /// place). Binds: user id, product id, quantity.
    struct UpsertLine: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            INSERT INTO cart_item (user_id, product_id, quantity, added_at) VALUES ($1, $2, $3, clock_timestamp())
            ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity
            RETURNING quantity
            """
        let userID: Int64
        let productID: Int64
        let quantity: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 3)
            bindings.append(userID)
            bindings.append(productID)
            bindings.append(quantity)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Deletes the user's line for a product; returns the product id when there was one. Binds: user id, product id.
    struct DeleteLine: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "DELETE FROM cart_item WHERE user_id = $1 AND product_id = $2 RETURNING product_id"
        let userID: Int64
        let productID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            bindings.append(userID)
            bindings.append(productID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Deletes every line of the user's cart; returns the deleted lines' product ids. Binds: user id.
    struct DeleteCart: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "DELETE FROM cart_item WHERE user_id = $1 RETURNING product_id"
        let userID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(userID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }
}
