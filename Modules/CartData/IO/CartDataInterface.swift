import Boardy
import BoardyComponentKit

/// The destination of ``CartDataID/cart`` (input: the user id).
public typealias CartDestination = BlockTaskDestination<Int64, Result<Cart, CartDataError>>
/// The destination of the cart changes (add, set quantity, remove): the cart after the change.
public typealias CartChangeDestination = BlockTaskDestination<CartChange, Result<Cart, CartDataError>>

extension Motherboard {
    /// The user's cart.
    public func ioCart() -> CartDestination { ioDestination(CartDataID.cart) }
    /// Adds units of a product, merging with the line already in the cart.
    public func ioAddToCart() -> CartChangeDestination { ioDestination(CartDataID.addItem) }
    /// Sets a line's quantity; 0 removes the line.
    public func ioSetCartQuantity() -> CartChangeDestination { ioDestination(CartDataID.setQuantity) }
    /// Removes a line.
    public func ioRemoveFromCart() -> CartChangeDestination { ioDestination(CartDataID.removeItem) }
    /// Empties the cart (input: the user id).
    public func ioClearCart() -> CartDestination { ioDestination(CartDataID.clear) }
}
