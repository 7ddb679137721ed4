import Foundation
import OrderServiceIO
import PostgresNIO

/// OrderService's named prepared statements: parsed and planned once per pooled connection, then only bound and
/// executed. Every statement that reads or writes a user's rows binds that user's id.
enum OrderStatements {
    /// Locks the user's row until the transaction ends (`FOR NO KEY UPDATE`), so one user's checkouts (and cart
    /// changes, which take the same lock) run one after another. Binds: user id.
    struct LockUser: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT id FROM shop_user WHERE id = $1 FOR NO KEY UPDATE"
        let userID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(userID) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The user's cart lines with the product's current name, price and stock and whether it is archived, in cart
    /// order. Binds: user id.
    struct CartLines: PostgresPreparedStatement {
        typealias Row = CheckoutLine
        static let sql = """
            SELECT c.product_id, p.name, p.price_cents, p.stock, c.quantity, p.archived_at IS NOT NULL
            FROM cart_item AS c JOIN product AS p ON p.id = c.product_id
            WHERE c.user_id = $1
            ORDER BY c.added_at, c.product_id
            """
        let userID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(userID) }
        func decodeRow(_ row: PostgresRow) throws -> CheckoutLine {
            let (id, name, price, stock, quantity, archived) = try row.decode(
                (Int64, String, Int64, Int64, Int64, Bool).self)
            return CheckoutLine(
                productID: id, name: name, unitPriceCents: Int(price), stock: Int(stock), quantity: Int(quantity),
                isArchived: archived)
        }
    }

    /// The stock guard: takes `quantity` units out of stock only if that many are there; returns the stock left, no
    /// row when the guard failed. Binds: quantity, updated at, product id.
    struct TakeStock: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            UPDATE product SET stock = stock - $1, updated_at = $2 WHERE id = $3 AND stock >= $1 RETURNING stock
            """
        let quantity: Int64
        let updatedAt: Date
        let productID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 3)
            bindings.append(quantity)
            bindings.append(updatedAt)
            bindings.append(productID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A product's stock. Binds: product id.
    struct Stock: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT stock FROM product WHERE id = $1"
        let productID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(productID) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Inserts a placed order and returns its id. Binds: user id, total in cents, created at (also its updated at).
    struct InsertOrder: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            INSERT INTO customer_order (user_id, status, total_cents, created_at, updated_at)
            VALUES ($1, 'placed', $2, $3, $3)
            RETURNING id
            """
        let userID: Int64
        let totalCents: Int64
        let createdAt: Date
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 3)
            bindings.append(userID)
            bindings.append(totalCents)
            bindings.append(createdAt)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Inserts the order's lines from parallel arrays, numbered from 1 in array order; returns the line numbers.
    /// Binds: order id, product ids, names, unit prices, quantities.
    struct InsertLines: PostgresPreparedStatement {
        typealias Row = Int32
        static let sql = """
            INSERT INTO order_line (order_id, line_number, product_id, name, unit_price_cents, quantity)
            SELECT $1, line.position, line.product_id, line.name, line.unit_price_cents, line.quantity
            FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[])
                WITH ORDINALITY AS line (product_id, name, unit_price_cents, quantity, position)
            RETURNING line_number
            """
        let orderID: Int64
        let lines: [OrderLine]
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 5)
            bindings.append(orderID)
            bindings.append(lines.map(\.productID))
            bindings.append(lines.map(\.name))
            bindings.append(lines.map { Int64($0.unitPriceCents) })
            bindings.append(lines.map { Int64($0.quantity) })
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Empties the user's cart; returns the product ids removed. Binds: user id.
    struct ClearCart: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "DELETE FROM cart_item WHERE user_id = $1 RETURNING product_id"
        let userID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(userID) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Inserts stock ledger rows from parallel arrays, stamped one time; returns their ids. Binds: product ids,
    /// deltas, reasons, order ids, user ids (0 for none: ids start at 1, and an array element cannot be bound as
    /// `NULL`), created at.
    struct InsertLedger: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            INSERT INTO stock_ledger (product_id, delta, reason, order_id, user_id, created_at)
            SELECT entry.product_id, entry.delta, entry.reason, entry.order_id, NULLIF(entry.user_id, 0), $6
            FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::bigint[])
                AS entry (product_id, delta, reason, order_id, user_id)
            RETURNING id
            """
        let entries: [StockLedgerEntry]
        let createdAt: Date
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 6)
            bindings.append(entries.map(\.productID))
            bindings.append(entries.map { Int64($0.delta) })
            bindings.append(entries.map(\.reason.rawValue))
            bindings.append(entries.map(\.orderID))
            bindings.append(entries.map { $0.userID ?? 0 })
            bindings.append(createdAt)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// One integer binding.
    static func bindings(_ value: Int64) -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(value)
        return bindings
    }
}
