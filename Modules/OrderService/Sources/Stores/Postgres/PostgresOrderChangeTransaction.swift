import Foundation
import OrderServiceIO
import PostgresNIO
import PostgresStore

/// The steps of one change of an order's state on a pooled connection, inside its `READ COMMITTED` transaction.
struct PostgresOrderChangeTransaction: OrderChangeTransaction {
    /// The connection.
    let connection: PostgresConnection
    /// The logger queries log to.
    let logger: Logger
    /// When the change happens, in whole milliseconds.
    let changedAtInstant: OrderInstant

    /// Creates the steps of a change happening at `changedAt`.
    init(connection: PostgresConnection, logger: Logger, changedAt: OrderInstant) {
        self.connection = connection
        self.logger = logger
        self.changedAtInstant = changedAt
    }

    var changedAt: String { changedAtInstant.text }

    func status(ofOrder orderID: Int64, ownedBy userID: Int64?) async throws -> OrderStatus? {
        let status = try await connection.first(
            OrderChangeStatements.Status(orderID: orderID, userID: userID), logger: logger)
        return try status.map { try OrderStatus.stored($0, ofOrder: orderID) }
    }

    /// The guarded update: `… WHERE id = $3 AND status = $4 RETURNING id` returns a row or none.
    func transition(orderID: Int64, from: OrderStatus, to: OrderStatus) async throws -> Bool {
        let changed = try await connection.first(
            OrderChangeStatements.Transition(
                to: to, updatedAt: changedAtInstant.bound, orderID: orderID, from: from),
            logger: logger)
        return changed != nil
    }

    func lines(ofOrder orderID: Int64) async throws -> [OrderLine] {
        try await connection.all(OrderQueryStatements.Lines(orderID: orderID), logger: logger)
    }

    func restoreStock(productID: Int64, quantity: Int) async throws {
        _ = try await connection.all(
            OrderChangeStatements.RestoreStock(
                quantity: Int64(quantity), updatedAt: changedAtInstant.bound, productID: productID),
            logger: logger)
    }

    /// One `unnest` insert of every row.
    func recordLedger(_ entries: [StockLedgerEntry]) async throws {
        _ = try await connection.all(
            OrderStatements.InsertLedger(entries: entries, createdAt: changedAtInstant.bound), logger: logger)
    }

    func order(_ orderID: Int64) async throws -> Order? {
        try await PostgresOrderStore.order(orderID, ownedBy: nil, on: connection, logger: logger)
    }
}
