import Boardy
import BoardyComponentKit

/// The destination of ``OrderServiceID/checkout`` (input: the user id): the new order.
public typealias CheckoutDestination = BlockTaskDestination<Int64, Result<Order, OrderServiceError>>
/// The destination of ``OrderServiceID/orders``: a page of the user's orders, newest first.
public typealias OrdersDestination = BlockTaskDestination<OrderHistoryQuery, Result<OrderPage, OrderServiceError>>
/// The destination of ``OrderServiceID/order``: one of the user's orders.
public typealias OrderDestination = BlockTaskDestination<OrderLookup, Result<Order, OrderServiceError>>
/// The destination of ``OrderServiceID/cancelOrder``: the cancelled order.
public typealias CancelOrderDestination = BlockTaskDestination<OrderLookup, Result<Order, OrderServiceError>>
/// The destination of ``OrderServiceID/shipOrder``, ``OrderServiceID/deliverOrder`` and
/// ``OrderServiceID/staffCancelOrder``: the changed order.
public typealias StaffOrderChangeDestination = BlockTaskDestination<StaffOrderChange, Result<Order, OrderServiceError>>
/// The destination of ``OrderServiceID/staffOrders``: a page of every customer's orders, with usernames.
public typealias StaffOrdersDestination = BlockTaskDestination<StaffOrderQuery, Result<OrderPage, OrderServiceError>>

extension Motherboard {
    /// Turns the user's cart into an order, all or nothing.
    public func ioCheckout() -> CheckoutDestination { ioDestination(OrderServiceID.checkout) }
    /// A page of the user's orders, newest first.
    public func ioOrders() -> OrdersDestination { ioDestination(OrderServiceID.orders) }
    /// One of the user's orders with its lines.
    public func ioOrder() -> OrderDestination { ioDestination(OrderServiceID.order) }
    /// Cancels one of the user's placed orders and restores its stock, exactly once.
    public func ioCancelOrder() -> CancelOrderDestination { ioDestination(OrderServiceID.cancelOrder) }
    /// Staff: marks a placed order shipped.
    public func ioShipOrder() -> StaffOrderChangeDestination { ioDestination(OrderServiceID.shipOrder) }
    /// Staff: marks a shipped order delivered.
    public func ioDeliverOrder() -> StaffOrderChangeDestination { ioDestination(OrderServiceID.deliverOrder) }
    /// Staff: cancels any customer's placed order and restores its stock, exactly once.
    public func ioStaffCancelOrder() -> StaffOrderChangeDestination { ioDestination(OrderServiceID.staffCancelOrder) }
    /// Staff: a page of every customer's orders.
    public func ioStaffOrders() -> StaffOrdersDestination { ioDestination(OrderServiceID.staffOrders) }
}
