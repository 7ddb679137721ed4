import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `orders`: the signed-in user's orders, newest first.
public enum OrdersOperation: ShopOperation {
    /// The operation's name, help and HTTP route.
    public static let definition = OperationDefinition(
        "orders",
        requiresSignIn: true,
        summary: "List your orders, newest first",
        details: "Shows each order's status, number of items, total and date.",
        http: [
            HTTPBinding(
                .get, "/orders", response: .result("OrderList", "The orders."),
                documentation: .init("listOrders", tag: "orders", "Newest first."))
        ]
    )

    /// Lists the orders through OrderService.
    nonisolated(nonsending) public static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> [OrderSummary]
    {
        try await context.call(context.mainboard.ioOrders(), try context.signedInUser().id)
    }

    /// `{"items":[{"id","status","totalCents","itemCount","createdAt"}]}`.
    public static func result(_ output: [OrderSummary]) -> JSONValue {
        [
            "items": .array(
                output.map { order in
                    [
                        "id": .int(order.id), "status": .string(order.status.rawValue),
                        "totalCents": JSONValue(order.totalCents), "itemCount": JSONValue(order.itemCount),
                        "createdAt": .string(order.createdAt),
                    ]
                })
        ]
    }
}
