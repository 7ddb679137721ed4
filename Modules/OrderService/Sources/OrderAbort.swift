import OrderServiceIO

/// A domain failure thrown inside a transaction body, so `DatabasePool.write` rolls the checkout back; the store
/// turns it into the `.failure` of the board's output.
struct OrderAbort: Error {
    /// The failure to report.
    let error: OrderServiceError

    /// Wraps `error`.
    init(_ error: OrderServiceError) {
        self.error = error
    }
}
