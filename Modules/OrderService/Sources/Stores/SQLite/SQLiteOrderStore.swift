import OrderServiceIO
import SQLiteStore

/// OrderService's store on SQLite: a checkout is one `BEGIN IMMEDIATE` write transaction on the pool's single
/// writer, synced to stable storage before it returns; an order view is one `pool.read` (an order and its lines in
/// one read transaction). Unexpected ``SQLiteStore/SQLiteError``s become
/// ``OrderServiceIO/OrderServiceError/database(_:)`` with the kind of the SQLite error.
struct SQLiteOrderStore: OrderStore {
    /// The shared database.
    let pool: DatabasePool

    func orderSummaries(userID: Int64) async throws -> [OrderSummary] {
        try await pool.read { db in try db.orderSummaries(userID: userID) }
    }

    func order(_ lookup: OrderLookup) async throws -> Order? {
        try await pool.read { db in
            // One snapshot for the order and its lines.
            try db.transaction { db in try db.order(lookup) }
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

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, OrderServiceError>
    {
        try await DatabaseOutcome.capture(OrderServiceError.database, work)
    }
}
