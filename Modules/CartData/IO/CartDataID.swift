import Boardy

/// The board identifiers CartData publishes. Every board is scoped to one user id.
public enum CartDataID {
    /// The user's cart.
    public static let cart: BoardID = "mod.cartData.cart"
    /// Adds units of a product (merging with what is already in the cart).
    public static let addItem: BoardID = "mod.cartData.addItem"
    /// Sets a line's quantity (0 removes the line).
    public static let setQuantity: BoardID = "mod.cartData.setQuantity"
    /// Removes a line.
    public static let removeItem: BoardID = "mod.cartData.removeItem"
    /// Empties the cart.
    public static let clear: BoardID = "mod.cartData.clear"
}
