import Foundation
import OrderServiceIO
import PostgresNIO
import PostgresStore

/// OrderService's store on PostgreSQL: the named prepared statements of ``OrderStatements`` and
/// ``OrderQueryStatements`` on a connection borrowed from the shared pool in the caller's isolation.
///
/// A checkout is one `READ COMMITTED` transaction that locks the buyer's row first (the lock CartData's changes
/// take), so one cart is never checked out twice; an order and its lines are read in one `REPEATABLE READ`
/// snapshot. Unexpected errors become ``OrderServiceIO/OrderServiceError/database(_:)`` with the kind of
/// ``PostgresStore/PostgresStoreError/failureKind``.
struct PostgresOrderStore: OrderStore {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    func orderHistory(userID: Int64, window: OrderWindow) async throws -> (items: [OrderSummary], total: Int) {
        let logger = database.logger
        return try await database.transaction(.repeatableRead) { connection in
            let total = Int(try await connection.first(OrderQueryStatements.Count(userID: userID), logger: logger) ?? 0)
            guard window.offset < total else { return ([], total) }
            let rows = try await connection.all(
                OrderQueryStatements.Summaries(userID: userID, window: window), logger: logger)
            return (try rows.map { try Self.summary($0, username: nil) }, total)
        }
    }

    func staffOrders(status: OrderStatus?, username: String?, window: OrderWindow) async throws
        -> (items: [OrderSummary], total: Int)
    {
        let logger = database.logger
        return try await database.transaction(.repeatableRead) { connection in
            let total = Int(
                try await connection.first(
                    OrderQueryStatements.StaffCount(status: status, username: username), logger: logger) ?? 0)
            guard window.offset < total else { return ([], total) }
            let rows = try await connection.all(
                OrderQueryStatements.StaffSummaries(status: status, username: username, window: window),
                logger: logger)
            return (
                try rows.map { id, status, cents, createdAt, units, updatedAt, username in
                    try Self.summary((id, status, cents, createdAt, units, updatedAt), username: username)
                }, total
            )
        }
    }

    /// The summary of a row of ``OrderQueryStatements/SummaryRow``.
    private static func summary(_ row: OrderQueryStatements.SummaryRow, username: String?) throws -> OrderSummary {
        let (id, status, total, createdAt, units, updatedAt) = row
        return OrderSummary(
            id: id, status: try OrderStatus.stored(status, ofOrder: id), totalCents: Int(total),
            itemCount: Int(units), createdAt: OrderInstant(stored: createdAt).text,
            updatedAt: OrderInstant(stored: updatedAt).text, username: username)
    }

    func order(_ lookup: OrderLookup) async throws -> Order? {
        let logger = database.logger
        return try await database.transaction(.repeatableRead) { connection in
            try await Self.order(lookup.orderID, ownedBy: lookup.userID, on: connection, logger: logger)
        }
    }

    /// The order with its lines when it exists and, for a `userID`, belongs to that user.
    static func order(_ orderID: Int64, ownedBy userID: Int64?, on connection: PostgresConnection, logger: Logger)
        async throws -> Order?
    {
        let header = try await connection.first(
            OrderQueryStatements.Header(orderID: orderID, userID: userID), logger: logger)
        guard let (status, total, createdAt, updatedAt) = header else { return nil }
        let lines = try await connection.all(OrderQueryStatements.Lines(orderID: orderID), logger: logger)
        return Order(
            id: orderID, status: try OrderStatus.stored(status, ofOrder: orderID), totalCents: Int(total),
            createdAt: OrderInstant(stored: createdAt).text, updatedAt: OrderInstant(stored: updatedAt).text,
            items: lines)
    }

    func checkout<Value: Sendable>(
        _ body: nonisolated(nonsending) (PostgresCheckoutTransaction) async throws -> Value
    ) async throws -> Value {
        let logger = database.logger
        return try await database.transaction { connection in
            try await body(PostgresCheckoutTransaction(connection: connection, logger: logger, placedAt: .now()))
        }
    }

    func change<Value: Sendable>(
        _ body: nonisolated(nonsending) (PostgresOrderChangeTransaction) async throws -> Value
    ) async throws -> Value {
        let logger = database.logger
        return try await database.transaction { connection in
            try await body(PostgresOrderChangeTransaction(connection: connection, logger: logger, changedAt: .now()))
        }
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, OrderServiceError>
    {
        try await PostgresOutcome.capture(OrderServiceError.database, work)
    }
}

/// The steps of one checkout on a pooled connection, inside its transaction.
struct PostgresCheckoutTransaction: CheckoutTransaction {
    /// The connection.
    let connection: PostgresConnection
    /// The logger queries log to.
    let logger: Logger
    /// When the order is placed, in whole milliseconds.
    let placedAt: OrderInstant

    var createdAt: String { placedAt.text }

    /// Locks the user's row until the transaction ends (`FOR NO KEY UPDATE`).
    func lockUser(_ userID: Int64) async throws {
        _ = try await connection.all(OrderStatements.LockUser(userID: userID), logger: logger)
    }

    func cartLines(userID: Int64) async throws -> [CheckoutLine] {
        try await connection.all(OrderStatements.CartLines(userID: userID), logger: logger)
    }

    /// The guarded update: `… WHERE id = $3 AND stock >= $1 RETURNING stock` returns a row or none.
    func takeStock(_ line: CheckoutLine) async throws -> Bool {
        let left = try await connection.first(
            OrderStatements.TakeStock(
                quantity: Int64(line.quantity), updatedAt: placedAt.bound, productID: line.productID),
            logger: logger)
        return left != nil
    }

    func stock(ofProduct productID: Int64) async throws -> Int {
        Int(try await connection.first(OrderStatements.Stock(productID: productID), logger: logger) ?? 0)
    }

    func insertOrder(userID: Int64, totalCents: Int) async throws -> Int64 {
        let id = try await connection.first(
            OrderStatements.InsertOrder(userID: userID, totalCents: Int64(totalCents), createdAt: placedAt.bound),
            logger: logger)
        guard let id else { throw PostgresStoreError.unreadableValue("no order id") }
        return id
    }

    /// One `unnest` insert of every line, numbered from 1 in array order.
    func insertLines(orderID: Int64, lines: [OrderLine]) async throws {
        _ = try await connection.all(OrderStatements.InsertLines(orderID: orderID, lines: lines), logger: logger)
    }

    func clearCart(userID: Int64) async throws {
        _ = try await connection.all(OrderStatements.ClearCart(userID: userID), logger: logger)
    }

    /// One `unnest` insert of every row.
    func recordLedger(_ entries: [StockLedgerEntry]) async throws {
        _ = try await connection.all(
            OrderStatements.InsertLedger(entries: entries, createdAt: placedAt.bound), logger: logger)
    }
}
