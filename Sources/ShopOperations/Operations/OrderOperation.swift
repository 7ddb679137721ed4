import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `order <order-id>`: one of the signed-in user's orders, at the prices paid.
public enum OrderOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition(
        "order",
        parameters: [.required("order-id", .identifier(what: "an order id"))],
        requiresSignIn: true,
        summary: "Show one of your orders",
        details: "Shows the lines at the prices you paid.",
        http: [
            HTTPBinding(
                .get, "/orders/{id}", arguments: [.path("id", "order-id", description: "The order id.")],
                response: .result("Order", "The order."), errors: [.init(.notFound, "you have no order with this id.")],
                documentation: .init(
                    "getOrder", tag: "orders", "At the prices paid. Another customer's order is not found."))
        ]
    )

    /// The order id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("order-id")
    }

    /// Reads the order through OrderService.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Order
    {
        let lookup = OrderLookup(userID: try context.signedInUser().id, orderID: input)
        return try await context.call(context.mainboard.ioOrder(), lookup)
    }

    /// `{"id","status","totalCents","createdAt","items":[{"productId","name","quantity","unitPriceCents"}]}`.
    public static func result(_ output: Order) -> JSONValue {
        ResultPayload.order(output)
    }
}
