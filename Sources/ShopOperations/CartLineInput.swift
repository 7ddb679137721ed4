/// The input of `cart add` and `cart set`: a product and a quantity.
public struct CartLineInput: Equatable, Sendable {
    /// The product.
    public var productID: Int64
    /// The units to add (`cart add`, at least 1) or the line's new quantity (`cart set`, 0 removes it).
    public var quantity: Int

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - productID: The product.
    ///   - quantity: The units.
    public init(productID: Int64, quantity: Int = 1) {
        self.productID = productID
        self.quantity = quantity
    }
}
