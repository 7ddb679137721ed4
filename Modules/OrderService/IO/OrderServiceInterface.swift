import Boardy
import BoardyComponentKit

/// The destination of ``OrderServiceID/checkout`` (input: the user id): the new order.
public typealias CheckoutDestination = BlockTaskDestination<Int64, Result<Order, OrderServiceError>>
/// The destination of ``OrderServiceID/orders`` (input: the user id): newest first.
public typealias OrdersDestination = BlockTaskDestination<Int64, Result<[OrderSummary], OrderServiceError>>
/// The destination of ``OrderServiceID/order``: one of the user's orders.
public typealias OrderDestination = BlockTaskDestination<OrderLookup, Result<Order, OrderServiceError>>

extension Motherboard {
    /// Turns the user's cart into an order, all or nothing.
    public func ioCheckout() -> CheckoutDestination { ioDestination(OrderServiceID.checkout) }
    /// The user's orders, newest first.
    public func ioOrders() -> OrdersDestination { ioDestination(OrderServiceID.orders) }
    /// One of the user's orders with its lines.
    public func ioOrder() -> OrderDestination { ioDestination(OrderServiceID.order) }
}
