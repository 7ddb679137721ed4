import CartDataIO

/// A domain failure thrown inside a write body, so `DatabasePool.write` rolls the transaction back; the store
/// turns it into the `.failure` of the board's output.
struct CartAbort: Error {
    /// The failure to report.
    let error: CartDataError

    /// Wraps `error`.
    init(_ error: CartDataError) {
        self.error = error
    }
}
