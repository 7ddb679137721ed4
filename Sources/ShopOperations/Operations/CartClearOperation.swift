import AuthDataIO
import CartDataIO
import ShopJSON

/// `cart clear`: empties the signed-in user's cart.
public enum CartClearOperation: ShopOperation {
    /// The operation's name, help and HTTP route.
    public static let definition = OperationDefinition(
        "cart clear",
        requiresSignIn: true,
        summary: "Empty your cart",
        details: "Removes every line.",
        http: [
            HTTPBinding(
                .delete, "/cart", response: .result("Cart", "The empty cart."),
                documentation: .init("clearCart", tag: "cart", "Removes every line."))
        ]
    )

    /// Empties the cart through CartData.
    nonisolated(nonsending) public static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> CartResult
    {
        let user = try context.signedInUser()
        return CartResult(cart: try await context.call(context.mainboard.ioClearCart(), user.id), change: .cleared)
    }

    /// The cart, as for `cart`.
    public static func result(_ output: CartResult) -> JSONValue {
        ResultPayload.cart(output.cart)
    }
}
