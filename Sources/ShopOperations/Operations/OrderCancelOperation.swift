import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `order cancel <order-id>`: cancels one of the signed-in user's placed orders, putting its stock back.
public enum OrderCancelOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition(
        "order cancel",
        parameters: [.required("order-id", .identifier(what: "an order id"))],
        requiresSignIn: true,
        summary: "Cancel one of your placed orders",
        details: "Puts every line's units back in stock. Only a placed order can be cancelled, not a shipped, "
            + "delivered or already cancelled one. Example: order cancel 12",
        http: [
            HTTPBinding(
                .post, "/orders/{id}/cancel", arguments: [.path("id", "order-id", description: "The order id.")],
                response: .result("Order", "The cancelled order."),
                errors: [
                    .init(.notFound, "you have no order with this id."),
                    .init(.orderNotCancellable, "the order is not placed any more (shipped, delivered or cancelled)."),
                ],
                documentation: .init(
                    "cancelOrder", tag: "orders",
                    "Cancels one of your placed orders and puts every line's units back in stock, exactly once "
                        + "however many cancels race. Another customer's order is not found. Takes no body (an empty "
                        + "one, or JSON that is ignored)."))
        ]
    )

    /// The order id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("order-id")
    }

    /// Cancels through OrderService.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Order
    {
        let lookup = OrderLookup(userID: try context.signedInUser().id, orderID: input)
        return try await context.call(context.mainboard.ioCancelOrder(), lookup)
    }

    /// The order, as for `order`.
    public static func result(_ output: Order) -> JSONValue {
        ResultPayload.order(output)
    }
}
