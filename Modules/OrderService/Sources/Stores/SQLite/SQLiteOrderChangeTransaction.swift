import OrderServiceIO
import SQLiteStore

/// The steps of one change of an order's state on the writer connection, inside its transaction. Every statement is
/// static text with bound values, from the connection's cache.
struct SQLiteOrderChangeTransaction: OrderChangeTransaction {
    /// The writer connection.
    let db: Connection
    /// When the change happens (``SQLiteStore/DatabaseTimestamp``).
    let changedAt: String

    func status(ofOrder orderID: Int64, ownedBy userID: Int64?) throws -> OrderStatus? {
        try db.cachedStatement("SELECT status FROM customerOrder WHERE id = ? AND (? IS NULL OR userId = ?)")
            .bind(orderID, userID, userID).fetchOne { row in try OrderStatus.stored(row.string(at: 0), ofOrder: orderID)
            }
    }

    /// The guarded update: `… WHERE id = ? AND status = ?` changes one row or none.
    func transition(orderID: Int64, from: OrderStatus, to: OrderStatus) throws -> Bool {
        try db.cachedStatement("UPDATE customerOrder SET status = ?, updatedAt = ? WHERE id = ? AND status = ?")
            .bind(to.rawValue, changedAt, orderID, from.rawValue).execute()
        return db.changes == 1
    }

    func lines(ofOrder orderID: Int64) throws -> [OrderLine] {
        try db.orderLines(orderID)
    }

    func restoreStock(productID: Int64, quantity: Int) throws {
        try db.cachedStatement("UPDATE product SET stock = stock + ?, updatedAt = ? WHERE id = ?")
            .bind(quantity, changedAt, productID).execute()
    }

    func recordLedger(_ entries: [StockLedgerEntry]) throws {
        try db.recordLedger(entries, at: changedAt)
    }

    func order(_ orderID: Int64) throws -> Order? {
        try db.order(orderID, ownedBy: nil)
    }
}
