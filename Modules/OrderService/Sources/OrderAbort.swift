import OrderServiceIO
import SQLiteStore

/// An OrderService failure thrown inside a write body, so `DatabasePool.write` rolls the transaction back; the
/// store turns it into the `.failure` of the board's output with `DatabaseOutcome.capture`.
typealias OrderAbort = TransactionAbort<OrderServiceError>
