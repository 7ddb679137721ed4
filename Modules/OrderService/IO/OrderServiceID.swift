import Boardy

/// The board identifiers OrderService publishes. Every board is scoped to one user id.
public enum OrderServiceID {
    /// Turns the user's cart into an order, atomically.
    public static let checkout: BoardID = "mod.orderService.checkout"
    /// The user's orders, newest first.
    public static let orders: BoardID = "mod.orderService.orders"
    /// One of the user's orders with its lines.
    public static let order: BoardID = "mod.orderService.order"
}
