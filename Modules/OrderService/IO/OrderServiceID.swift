import Boardy

/// The board identifiers OrderService publishes. A customer's boards are scoped to their user id; the staff boards
/// (`ship`, `deliver`, staff cancel, the staff list) reach every customer's orders and are for staff operations only.
public enum OrderServiceID {
    /// Turns the user's cart into an order, atomically.
    public static let checkout: BoardID = "mod.orderService.checkout"
    /// A page of the user's orders, newest first.
    public static let orders: BoardID = "mod.orderService.orders"
    /// One of the user's orders with its lines.
    public static let order: BoardID = "mod.orderService.order"
    /// Cancels one of the user's placed orders, restoring its stock.
    public static let cancelOrder: BoardID = "mod.orderService.cancelOrder"
    /// Staff: marks a placed order shipped.
    public static let shipOrder: BoardID = "mod.orderService.shipOrder"
    /// Staff: marks a shipped order delivered.
    public static let deliverOrder: BoardID = "mod.orderService.deliverOrder"
    /// Staff: cancels any customer's placed order, restoring its stock.
    public static let staffCancelOrder: BoardID = "mod.orderService.staffCancelOrder"
    /// Staff: a page of every customer's orders, by status and username, newest first.
    public static let staffOrders: BoardID = "mod.orderService.staffOrders"
}
