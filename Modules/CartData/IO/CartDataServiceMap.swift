import Boardy
import BoardyComponentKit
import BoardyModulePlugin

/// The cart module's services as the original's `modX` namespace: `mainboard.serviceMap.modCart.ioCart`.
///
/// Each property names the `Motherboard` accessor of the same name in CartDataInterface.swift (the same id, types
/// and mainboard), so both spellings reach one destination.
public final class CartDataServiceMap: ServiceMap {
    /// The destination of `Motherboard.ioCart()`.
    public var ioCart: CartDestination { destination { $0.ioCart() } }

    /// The destination of `Motherboard.ioAddToCart()`.
    public var ioAddToCart: CartChangeDestination { destination { $0.ioAddToCart() } }

    /// The destination of `Motherboard.ioSetCartQuantity()`.
    public var ioSetCartQuantity: CartChangeDestination { destination { $0.ioSetCartQuantity() } }

    /// The destination of `Motherboard.ioRemoveFromCart()`.
    public var ioRemoveFromCart: CartChangeDestination { destination { $0.ioRemoveFromCart() } }

    /// The destination of `Motherboard.ioClearCart()`.
    public var ioClearCart: CartDestination { destination { $0.ioClearCart() } }
}

extension ServiceMap {
    /// The cart module's services.
    public var modCart: CartDataServiceMap { link() }
}
