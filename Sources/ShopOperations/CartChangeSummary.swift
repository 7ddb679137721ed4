/// How a cart command changed the cart, for the confirmation line above the cart table.
public enum CartChangeSummary: Equatable, Sendable {
    /// `quantity` units of the product were added.
    case added(productID: Int64, name: String, quantity: Int)
    /// The line's quantity was set (0 removes it).
    case quantitySet(productID: Int64, name: String, quantity: Int)
    /// The line was removed.
    case removed(productID: Int64, name: String)
    /// The cart was emptied.
    case cleared
}
