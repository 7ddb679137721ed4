import Foundation
import OrderServiceIO
import PostgresNIO

/// The prepared statements of the order views, each bound to the asking user's id.
enum OrderQueryStatements {
    /// The user's orders, newest first (`created_at DESC, id DESC`), with their units. Binds: user id.
    struct Summaries: PostgresPreparedStatement {
        typealias Row = (Int64, String, Int64, Date, Int64)
        static let sql = """
            SELECT o.id, o.status, o.total_cents, o.created_at,
                (SELECT COALESCE(SUM(l.quantity), 0)::bigint FROM order_line AS l WHERE l.order_id = o.id)
            FROM customer_order AS o
            WHERE o.user_id = $1
            ORDER BY o.created_at DESC, o.id DESC
            """
        let userID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(userID) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The order's status, total and time when it belongs to the user. Binds: order id, user id.
    struct Header: PostgresPreparedStatement {
        typealias Row = (String, Int64, Date)
        static let sql = "SELECT status, total_cents, created_at FROM customer_order WHERE id = $1 AND user_id = $2"
        let orderID: Int64
        let userID: Int64
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            bindings.append(orderID)
            bindings.append(userID)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The order's lines by line number. Binds: order id.
    struct Lines: PostgresPreparedStatement {
        typealias Row = OrderLine
        static let sql = """
            SELECT product_id, name, quantity, unit_price_cents FROM order_line WHERE order_id = $1 ORDER BY line_number
            """
        let orderID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(orderID) }
        func decodeRow(_ row: PostgresRow) throws -> OrderLine {
            let (id, name, quantity, price) = try row.decode((Int64, String, Int64, Int64).self)
            return OrderLine(productID: id, name: name, quantity: Int(quantity), unitPriceCents: Int(price))
        }
    }
}
