import Boardy
import BoardyComponentKit
import BoardyModulePlugin

/// The orders module's services as the original's `modX` namespace: `mainboard.serviceMap.modOrder.ioCheckout`.
///
/// Each property names the `Motherboard` accessor of the same name in OrderServiceInterface.swift (the same id, types
/// and mainboard), so both spellings reach one destination.
public final class OrderServiceMap: ServiceMap {
    /// The destination of `Motherboard.ioCheckout()`.
    public var ioCheckout: CheckoutDestination { destination { $0.ioCheckout() } }

    /// The destination of `Motherboard.ioOrders()`.
    public var ioOrders: OrdersDestination { destination { $0.ioOrders() } }

    /// The destination of `Motherboard.ioOrder()`.
    public var ioOrder: OrderDestination { destination { $0.ioOrder() } }

    /// The destination of `Motherboard.ioCancelOrder()`.
    public var ioCancelOrder: CancelOrderDestination { destination { $0.ioCancelOrder() } }

    /// The destination of `Motherboard.ioShipOrder()`.
    public var ioShipOrder: StaffOrderChangeDestination { destination { $0.ioShipOrder() } }

    /// The destination of `Motherboard.ioDeliverOrder()`.
    public var ioDeliverOrder: StaffOrderChangeDestination { destination { $0.ioDeliverOrder() } }

    /// The destination of `Motherboard.ioStaffCancelOrder()`.
    public var ioStaffCancelOrder: StaffOrderChangeDestination { destination { $0.ioStaffCancelOrder() } }

    /// The destination of `Motherboard.ioStaffOrders()`.
    public var ioStaffOrders: StaffOrdersDestination { destination { $0.ioStaffOrders() } }
}

extension ServiceMap {
    /// The orders module's services.
    public var modOrder: OrderServiceMap { link() }
}
