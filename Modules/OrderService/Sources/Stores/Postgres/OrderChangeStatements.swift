import Foundation
import OrderServiceIO
import PostgresNIO

/// The prepared statements of a change of an order's state.
enum OrderChangeStatements {
    /// The order's status when it exists and, for a user id, belongs to that user. Binds: order id, user id or
    /// `NULL` for any user.
    struct Status: PostgresPreparedStatement {
        typealias Row = String
        static let sql = "SELECT status FROM customer_order WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)"
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

    /// The guarded change of state: a row when the order was in the expected state, none otherwise (a concurrent
    /// change that committed first is seen: the row is re-checked once its lock is released). Binds: new status,
    /// updated at, order id, expected status.
    struct Transition: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = """
            UPDATE customer_order SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4 RETURNING id
            """
        let to: OrderStatus
        let updatedAt: Date
        let orderID: Int64
        let from: OrderStatus
        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(to.rawValue)
            bindings.append(updatedAt)
            bindings.append(orderID)
            bindings.append(from.rawValue)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// Puts units back in a product's stock; returns the stock. Binds: quantity, updated at, product id.
    struct RestoreStock: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "UPDATE product SET stock = stock + $1, updated_at = $2 WHERE id = $3 RETURNING stock"
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
}
