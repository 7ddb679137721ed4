import CartDataIO

/// The cart after a cart operation, and how the operation changed it (`nil` for `cart`, which only shows it).
public struct CartResult: Sendable, Equatable {
    /// The cart now.
    public let cart: Cart
    /// The change, for the confirmation line.
    public let change: CartChangeSummary?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - cart: The cart now.
    ///   - change: How it changed.
    public init(cart: Cart, change: CartChangeSummary?) {
        self.cart = cart
        self.change = change
    }
}
