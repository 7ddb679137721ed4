import OrderServiceIO
import SQLiteStore

/// The work behind OrderService's boards: one write transaction per checkout, one read per query.
///
/// Domain failures are thrown inside the transaction as ``OrderAbort`` (so a checkout rolls back) and come out as
/// `.failure`; unexpected SQLite errors become `OrderServiceError.database(_:)`. Only
/// `CancellationError` is thrown, so a cancelled activation ends as cancelled.
struct OrderStore: Sendable {
    /// The shared database.
    let pool: DatabasePool

    /// Turns the user's cart into a placed order, all or nothing, in one `BEGIN IMMEDIATE` transaction,
    /// synced to stable storage before it returns.
    func checkout(userID: Int64) async throws -> Result<Order, OrderServiceError> {
        try await run {
            // The buyer is told the order is placed: the commit must survive a power cut.
            try await pool.write(durability: .durable) { db in
                try db.checkout(userID: userID, createdAt: DatabaseTimestamp.now())
            }
        }
    }

    /// The user's orders, newest first.
    func orders(userID: Int64) async throws -> Result<[OrderSummary], OrderServiceError> {
        try await run {
            try await pool.read { db in try db.orderSummaries(userID: userID) }
        }
    }

    /// One of the user's orders with its lines; another user's order is not found.
    func order(_ lookup: OrderLookup) async throws -> Result<Order, OrderServiceError> {
        try await run {
            try await pool.read { db in
                // One snapshot for the order and its lines.
                try db.transaction { db in
                    guard let order = try db.order(lookup) else { throw OrderAbort(.orderNotFound(lookup.orderID)) }
                    return order
                }
            }
        }
    }

    /// Runs `work` and maps its errors: ``OrderAbort`` to its domain error, anything else but cancellation to
    /// `OrderServiceError.database(_:)`.
    private func run<Value>(_ work: () async throws -> Value) async throws -> Result<Value, OrderServiceError> {
        try await DatabaseOutcome.capture(OrderServiceError.database, work)
    }
}
