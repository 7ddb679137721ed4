import CartDataIO
import SQLiteStore

/// CartData's store on SQLite: the cart is one `pool.read`; every change is one `BEGIN IMMEDIATE` write transaction
/// on the pool's single writer, which serialises every change (so ``SQLiteCartTransaction/lockUser(_:)`` needs no
/// statement). Unexpected ``SQLiteStore/SQLiteError``s become ``CartDataIO/CartDataError/database(_:)`` with the kind
/// of the SQLite error.
struct SQLiteCartStore: CartStore {
    /// The shared database.
    let pool: DatabasePool

    func cart(userID: Int64) async throws -> Cart {
        try await pool.read { db in try SQLiteCartTransaction(db: db).cart(userID: userID) }
    }

    func clear(userID: Int64) async throws {
        try await pool.write { db in
            try db.cachedStatement("DELETE FROM cartItem WHERE userId = ?").bind(userID).execute()
        }
    }

    func change<Value: Sendable>(_ body: nonisolated(nonsending) (SQLiteCartTransaction) async throws -> Value)
        async throws -> Value
    {
        try await pool.writeTransaction { db in try await body(SQLiteCartTransaction(db: db)) }
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, CartDataError>
    {
        try await DatabaseOutcome.capture(CartDataError.database, work)
    }
}
