/// One row of the stock ledger (`stockLedger` / `stock_ledger`) an order writes in its own transaction: a sale
/// takes units (negative delta), a cancel gives them back.
struct StockLedgerEntry: Sendable, Equatable {
    /// Why the stock changed, as the ledger's `reason` column holds it.
    enum Reason: String, Sendable {
        /// A line of a checkout.
        case sale
        /// A line of a cancelled order.
        case cancel
    }

    /// The product whose stock changed.
    let productID: Int64
    /// The change in units (never 0).
    let delta: Int
    /// Why.
    let reason: Reason
    /// The order the change belongs to.
    let orderID: Int64
    /// The staff member who made the change, `nil` for the customer's own checkout or cancel.
    let userID: Int64?
}
