import OrderServiceIO
import SQLiteStore

/// OrderService's store on SQLite: a checkout is one `BEGIN IMMEDIATE` write transaction on the pool's single
/// writer, synced to stable storage before it returns; an order view is one `pool.read` (an order and its lines in
/// one read transaction). Unexpected ``SQLiteStore/SQLiteError``s become
/// ``OrderServiceIO/OrderServiceError/database(_:)`` with the kind of the SQLite error.
struct SQLiteOrderStore: OrderStore {
    /// The shared database.
    let pool: DatabasePool

    func orderHistory(userID: Int64, window: OrderWindow) async throws -> (items: [OrderSummary], total: Int) {
        try await pool.read { db in
            // One snapshot for the count and the page.
            try db.transaction { db in try db.orderHistory(userID: userID, window: window) }
        }
    }

    func staffOrders(status: OrderStatus?, username: String?, window: OrderWindow) async throws
        -> (items: [OrderSummary], total: Int)
    {
        try await pool.read { db in
            try db.transaction { db in try db.staffOrders(status: status, username: username, window: window) }
        }
    }

    func order(_ lookup: OrderLookup) async throws -> Order? {
        try await pool.read { db in
            // One snapshot for the order and its lines.
            try db.transaction { db in try db.order(lookup.orderID, ownedBy: lookup.userID) }
        }
    }

    func checkout<Value: Sendable>(_ body: nonisolated(nonsending) (SQLiteCheckoutTransaction) async throws -> Value)
        async throws -> Value
    {
        // The buyer is told the order is placed: the commit must survive a power cut.
        try await pool.writeTransaction(durability: .durable) { db in
            try await body(SQLiteCheckoutTransaction(db: db, createdAt: DatabaseTimestamp.now()))
        }
    }

    func change<Value: Sendable>(_ body: nonisolated(nonsending) (SQLiteOrderChangeTransaction) async throws -> Value)
        async throws -> Value
    {
        // The person is told the order changed (and the stock came back): the commit must survive a power cut.
        try await pool.writeTransaction(durability: .durable) { db in
            try await body(SQLiteOrderChangeTransaction(db: db, changedAt: DatabaseTimestamp.now()))
        }
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, OrderServiceError>
    {
        try await DatabaseOutcome.capture(OrderServiceError.database, work)
    }
}
