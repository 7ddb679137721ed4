import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `checkout`: turns the signed-in user's cart into an order, all or nothing.
public enum CheckoutOperation: ShopOperation {
    /// The operation's name, help and HTTP route.
    public static let definition = OperationDefinition(
        "checkout",
        requiresSignIn: true,
        summary: "Turn your cart into an order",
        details: "All or nothing: if any line is short of stock, nothing changes.",
        http: [
            HTTPBinding(
                .post, "/orders", success: .created(location: "/orders/{id}"), response: .result("Order", "The order."),
                errors: [
                    .init(.insufficientStock, "a line asks for more units than are in stock."),
                    .init(.emptyCart, "there is nothing to check out."),
                    .init(
                        .productUnavailable,
                        "a product in the cart was archived by staff after it was added; the message names it."),
                ],
                documentation: .init(
                    "checkout", tag: "orders",
                    "Turns the cart into an order, all or nothing: if any line is short of stock, nothing changes. "
                        + "Takes no body (an empty one, or JSON that is ignored)."))
        ]
    )

    /// Checks out through OrderService.
    nonisolated(nonsending) public static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> Order
    {
        try await context.call(context.mainboard.ioCheckout(), try context.signedInUser().id)
    }

    /// The order, as for `order`.
    public static func result(_ output: Order) -> JSONValue {
        ResultPayload.order(output)
    }
}
