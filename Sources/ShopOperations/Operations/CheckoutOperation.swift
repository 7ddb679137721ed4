import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `checkout`: turns the signed-in user's cart into an order, all or nothing.
public enum CheckoutOperation: ShopOperation {
    /// The operation's name and help.
    public static let definition = OperationDefinition(
        "checkout",
        requiresSignIn: true,
        summary: "Turn your cart into an order",
        details: "All or nothing: if any line is short of stock, nothing changes."
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
