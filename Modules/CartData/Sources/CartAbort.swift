import CartDataIO
import SQLiteStore

/// A CartData failure thrown inside a write body, so `DatabasePool.write` rolls the transaction back; the store
/// turns it into the `.failure` of the board's output with `DatabaseOutcome.capture`.
typealias CartAbort = TransactionAbort<CartDataError>
