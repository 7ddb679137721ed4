import Boardy
import BoardyComponentKit
import BoardyModulePlugin

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

/// CartData's entry points, reached as `mainboard.serviceMap.modCartData`.
public final class CartDataServiceMap: ServiceMap {
    /// The user's cart.
    public var ioCart: CartDestination { destination(CartDataID.cart) }
    /// Adds units of a product.
    public var ioAddToCart: CartChangeDestination { destination(CartDataID.addItem) }
    /// Sets a line's quantity.
    public var ioSetCartQuantity: CartChangeDestination { destination(CartDataID.setQuantity) }
    /// Removes a line.
    public var ioRemoveFromCart: CartChangeDestination { destination(CartDataID.removeItem) }
    /// Empties the cart.
    public var ioClearCart: CartDestination { destination(CartDataID.clear) }
}

extension ServiceMap {
    /// CartData's entry points.
    public var modCartData: CartDataServiceMap { link() }
}
