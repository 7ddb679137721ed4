import Foundation
import OrderServiceIO
import PostgresNIO

/// The prepared statements of the order views: a customer's are bound to their user id.
enum OrderQueryStatements {
    /// A summary row: id, status, total, created at, units, updated at.
    typealias SummaryRow = (Int64, String, Int64, Date, Int64, Date)

    /// How many orders the user has. Binds: user id.
    struct Count: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT count(*) FROM customer_order WHERE user_id = $1"
        let userID: Int64
        func makeBindings() -> PostgresBindings { OrderStatements.bindings(userID) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A page of the user's orders, newest first (`created_at DESC, id DESC`), with their units. Binds: user id,
    /// limit, offset.
    struct Summaries: PostgresPreparedStatement {
        typealias Row = SummaryRow
        static let sql = """
            SELECT o.id, o.status, o.total_cents, o.created_at,
                (SELECT COALESCE(SUM(l.quantity), 0)::bigint FROM order_line AS l WHERE l.order_id = o.id),
                o.updated_at
            FROM customer_order AS o
            WHERE o.user_id = $1
            ORDER BY o.created_at DESC, o.id DESC
            LIMIT $2 OFFSET $3
            """
        let userID: Int64
        let window: OrderWindow
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 3)
            bindings.append(userID)
            bindings.append(Int64(window.limit))
            bindings.append(Int64(window.offset))
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The filter of the staff list: status (`NULL` for any), username regardless of case (`NULL` for any).
    static let staffFilter = """
        ($1::text IS NULL OR o.status = $1) AND ($2::text IS NULL OR lower(u.username) = lower($2))
        """

    /// How many orders the staff list matches. Binds: status or `NULL`, username or `NULL`.
    struct StaffCount: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            SELECT count(*) FROM customer_order AS o JOIN shop_user AS u ON u.id = o.user_id WHERE \(staffFilter)
            """
        let status: OrderStatus?
        let username: String?
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            bindings.append(status?.rawValue)
            bindings.append(username)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A page of the staff list, newest first, with the buyers' usernames. Binds: status or `NULL`, username or
    /// `NULL`, limit, offset.
    struct StaffSummaries: PostgresPreparedStatement {
        typealias Row = (Int64, String, Int64, Date, Int64, Date, String)
        static let sql = """
            SELECT o.id, o.status, o.total_cents, o.created_at,
                (SELECT COALESCE(SUM(l.quantity), 0)::bigint FROM order_line AS l WHERE l.order_id = o.id),
                o.updated_at, u.username
            FROM customer_order AS o JOIN shop_user AS u ON u.id = o.user_id
            WHERE \(staffFilter)
            ORDER BY o.created_at DESC, o.id DESC
            LIMIT $3 OFFSET $4
            """
        let status: OrderStatus?
        let username: String?
        let window: OrderWindow
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(status?.rawValue)
            bindings.append(username)
            bindings.append(Int64(window.limit))
            bindings.append(Int64(window.offset))
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The order's status, total and times when it exists and, for a user id, belongs to that user. Binds: order
    /// id, user id or `NULL` for any user.
    struct Header: PostgresPreparedStatement {
        typealias Row = (String, Int64, Date, Date)
        static let sql = """
            SELECT status, total_cents, created_at, updated_at FROM customer_order
            WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)
            """
        let orderID: Int64
        let userID: Int64?
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
