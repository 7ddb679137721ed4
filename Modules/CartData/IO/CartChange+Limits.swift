extension CartChange {
    /// The most units one cart line may hold, and the largest quantity a change may carry.
    ///
    /// ``CartDataError/invalidQuantity(_:)`` reports a change outside `1...maximumQuantity` (add) or
    /// `0...maximumQuantity` (set quantity), and an add whose merged line would exceed it.
    public static let maximumQuantity = 1_000_000
}
