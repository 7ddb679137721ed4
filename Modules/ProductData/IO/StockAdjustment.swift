/// A restock or correction of a product's stock by staff (``ProductDataID/adjustStock``): the stock changes by
/// ``delta`` and a ledger row records the change, the reason and the staff user, in one transaction.
public struct StockAdjustment: Sendable, Equatable {
    /// The largest change one adjustment may make, either way.
    public static let maximumDelta = 1_000_000
    /// The longest reason, in characters.
    public static let maximumReasonLength = 200

    /// The product whose stock changes.
    public let productID: Int64
    /// The change: positive adds units, negative removes them; never 0, at most ``maximumDelta`` either way.
    public let delta: Int
    /// Why, in the staff's words: 1 to ``maximumReasonLength`` characters, not blank; stored on the ledger row.
    public let reason: String
    /// The staff user making the change, recorded on the ledger row.
    public let staffUserID: Int64

    /// Creates an adjustment.
    public init(productID: Int64, delta: Int, reason: String, staffUserID: Int64) {
        self.productID = productID
        self.delta = delta
        self.reason = reason
        self.staffUserID = staffUserID
    }
}
