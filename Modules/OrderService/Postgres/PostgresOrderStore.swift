import DataFailure
import Foundation
import OrderServiceIO
import PostgresNIO
import PostgresStore

/// The work behind OrderService's boards on PostgreSQL: one transaction per checkout, one read (or one snapshot) per
/// query, with the SQLite implementation's inputs, outputs and errors.
///
/// Domain failures are thrown inside a transaction as `PostgresAbort` (it rolls back) and come out as `.failure`;
/// unexpected errors become ``OrderServiceIO/OrderServiceError/database(_:)``. Only `CancellationError` is thrown.
struct PostgresOrderStore: Sendable {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    /// Turns the user's cart into a placed order, all or nothing, in one `READ COMMITTED` transaction.
    ///
    /// The transaction locks the user's row first (so two checkouts of one cart make one order, and cart changes
    /// wait), reads the cart with the current names, prices and stock, reports the first short line in cart order,
    /// then takes the stock with a guarded `UPDATE … WHERE stock >= quantity` per product (in product id order, so
    /// concurrent checkouts never deadlock). The guard is what prevents overselling: a concurrent checkout that took
    /// the units first makes it match no row, and the whole order rolls back as `insufficientStock`. Then the order,
    /// its lines (numbered from 1 in cart order, name and price snapshotted) and the emptied cart.
    func checkout(userID: Int64) async throws -> Result<Order, OrderServiceError> {
        let database = database
        let logger = database.logger
        return try await run {
            try await database.transaction { connection in
                let createdAt = OrderInstant.now()
                _ = try await connection.rows(OrderStatements.LockUser(userID: userID), logger: logger)
                let lines = try await connection.rows(OrderStatements.CartLines(userID: userID), logger: logger)
                guard !lines.isEmpty else { throw PostgresAbort(OrderServiceError.emptyCart) }
                if let short = lines.first(where: { $0.quantity > $0.stock }) {
                    throw PostgresAbort(
                        OrderServiceError.insufficientStock(
                            productID: short.productID, name: short.name, requested: short.quantity,
                            available: short.stock))
                }
                let totalCents = try Self.totalCents(of: lines)
                for line in lines.sorted(by: { $0.productID < $1.productID }) {
                    try await Self.takeStock(line, at: createdAt.bound, on: connection, logger: logger)
                }
                let orderIDs = try await connection.rows(
                    OrderStatements.InsertOrder(
                        userID: userID, totalCents: Int64(totalCents), createdAt: createdAt.bound),
                    logger: logger)
                guard let orderID = orderIDs.first else { throw PostgresStoreError.unreadableValue("no order id") }
                let items = lines.map(\.orderLine)
                _ = try await connection.rows(
                    OrderStatements.InsertLines(orderID: orderID, lines: items), logger: logger)
                _ = try await connection.rows(OrderStatements.ClearCart(userID: userID), logger: logger)
                return Order(
                    id: orderID, status: .placed, totalCents: totalCents, createdAt: createdAt.text, items: items)
            }
        }
    }

    /// The user's orders, newest first.
    func orders(userID: Int64) async throws -> Result<[OrderSummary], OrderServiceError> {
        let database = database
        return try await run {
            try await database.withConnection { connection in
                try await connection.rows(OrderQueryStatements.Summaries(userID: userID), logger: database.logger)
                    .map { id, status, total, createdAt, units in
                        OrderSummary(
                            id: id, status: try Self.status(status, ofOrder: id), totalCents: Int(total),
                            itemCount: Int(units), createdAt: OrderInstant(stored: createdAt).text)
                    }
            }
        }
    }

    /// One of the user's orders with its lines, read in one snapshot; another user's order is not found.
    func order(_ lookup: OrderLookup) async throws -> Result<Order, OrderServiceError> {
        let database = database
        let logger = database.logger
        return try await run {
            try await database.transaction(.repeatableRead) { connection in
                let headers = try await connection.rows(
                    OrderQueryStatements.Header(orderID: lookup.orderID, userID: lookup.userID), logger: logger)
                guard let (status, total, createdAt) = headers.first else {
                    throw PostgresAbort(OrderServiceError.orderNotFound(lookup.orderID))
                }
                let lines = try await connection.rows(
                    OrderQueryStatements.Lines(orderID: lookup.orderID), logger: logger)
                return Order(
                    id: lookup.orderID, status: try Self.status(status, ofOrder: lookup.orderID),
                    totalCents: Int(total),
                    createdAt: OrderInstant(stored: createdAt).text, items: lines)
            }
        }
    }

    /// Takes a line's units out of stock with the guarded update.
    ///
    /// - Throws: `PostgresAbort` with `insufficientStock` (and the stock found) when the guard matches no row.
    private static func takeStock(
        _ line: CheckoutLine, at time: Date, on connection: PostgresConnection, logger: Logger
    ) async throws {
        let left = try await connection.rows(
            OrderStatements.TakeStock(quantity: Int64(line.quantity), updatedAt: time, productID: line.productID),
            logger: logger)
        guard left.isEmpty else { return }
        let stock = try await connection.rows(OrderStatements.Stock(productID: line.productID), logger: logger)
        throw PostgresAbort(
            OrderServiceError.insufficientStock(
                productID: line.productID, name: line.name, requested: line.quantity, available: Int(stock.first ?? 0)))
    }

    /// The sum of the line totals.
    ///
    /// - Throws: `PostgresAbort` with `database` when a line's total or the sum does not fit in an `Int`.
    private static func totalCents(of lines: [CheckoutLine]) throws -> Int {
        var total = 0
        for line in lines {
            guard let lineTotal = line.lineTotalCents else {
                throw PostgresAbort(
                    OrderServiceError.database(.other("the total of product \(line.productID)'s line is too large")))
            }
            let (sum, overflow) = total.addingReportingOverflow(lineTotal)
            guard !overflow else {
                throw PostgresAbort(OrderServiceError.database(.other("the order total is too large")))
            }
            total = sum
        }
        return total
    }

    /// The status stored as `text`; a value the schema's `CHECK` should have rejected is a database failure.
    private static func status(_ text: String, ofOrder id: Int64) throws -> OrderStatus {
        guard let status = OrderStatus(rawValue: text) else {
            throw PostgresAbort(OrderServiceError.database(.other("order \(id) has an unknown status '\(text)'")))
        }
        return status
    }

    /// Runs `work` and maps its errors: a `PostgresAbort` to its domain error, anything else but cancellation to
    /// ``OrderServiceIO/OrderServiceError/database(_:)``.
    private func run<Value>(_ work: () async throws -> Value) async throws -> Result<Value, OrderServiceError> {
        try await PostgresOutcome.capture(OrderServiceError.database, work)
    }
}
