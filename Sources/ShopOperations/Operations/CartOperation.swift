import AuthDataIO
import CartDataIO
import ShopJSON

/// `cart`: the signed-in user's cart.
public enum CartOperation: ShopOperation {
    /// The operation's name, help and HTTP route.
    public static let definition = OperationDefinition(
        "cart",
        requiresSignIn: true,
        summary: "Show your cart",
        details: "Lists each line with its quantity, unit price and total.",
        http: [
            HTTPBinding(
                .get, "/cart", response: .result("Cart", "The cart."),
                documentation: .init("getCart", tag: "cart", "Each line with its quantity, unit price and total."))
        ]
    )

    /// Reads the cart through CartData.
    nonisolated(nonsending) public static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> CartResult
    {
        let user = try context.signedInUser()
        return CartResult(cart: try await context.call(context.mainboard.ioCart(), user.id), change: nil)
    }

    /// `{"items":[{"productId","name","quantity","unitPriceCents","lineTotalCents"}],"totalCents"}`.
    public static func result(_ output: CartResult) -> JSONValue {
        ResultPayload.cart(output.cart)
    }
}
