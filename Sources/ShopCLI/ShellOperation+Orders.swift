import OrderServiceIO
import ShopOperations

extension CheckoutOperation: ShellOperation {
    /// `Order #12 placed: 3 items, $56.07.` and its lines.
    public static func humanLines(_ output: Order, renderer: HumanRenderer) -> [String] {
        renderer.renderPlaced(output)
    }
}

extension OrdersOperation: ShellOperation {
    /// An Order / Status / Items / Total / Placed table (with `Page 1 of 3 (45 orders).` when there are several
    /// pages), or `You have no orders yet.`
    public static func humanLines(_ output: OrderPage, renderer: HumanRenderer) -> [String] {
        renderer.renderOrders(output)
    }
}

extension OrderOperation: ShellOperation {
    /// `Order #12: placed, 2026-01-31 14:05 UTC.`, its lines and total.
    public static func humanLines(_ output: Order, renderer: HumanRenderer) -> [String] {
        renderer.renderOrder(output)
    }
}

extension OrderCancelOperation: ShellOperation {
    /// `Order #12 cancelled: 3 items back in stock.` and its lines.
    public static func humanLines(_ output: Order, renderer: HumanRenderer) -> [String] {
        renderer.renderCancelled(output)
    }
}

extension AdminOrdersOperation: ShellOperation {
    /// The orders table with a Customer column (and the page footer), or `No orders match.`
    public static func humanLines(_ output: OrderPage, renderer: HumanRenderer) -> [String] {
        renderer.renderOrders(output, whenNone: "No orders match.")
    }
}

extension AdminOrderShipOperation: ShellOperation {
    /// `Order #12: shipped, …`, its lines and total.
    public static func humanLines(_ output: Order, renderer: HumanRenderer) -> [String] {
        renderer.renderOrder(output)
    }
}

extension AdminOrderDeliverOperation: ShellOperation {
    /// `Order #12: delivered, …`, its lines and total.
    public static func humanLines(_ output: Order, renderer: HumanRenderer) -> [String] {
        renderer.renderOrder(output)
    }
}

extension AdminOrderCancelOperation: ShellOperation {
    /// `Order #12 cancelled: 3 items back in stock.` and its lines.
    public static func humanLines(_ output: Order, renderer: HumanRenderer) -> [String] {
        renderer.renderCancelled(output)
    }
}
