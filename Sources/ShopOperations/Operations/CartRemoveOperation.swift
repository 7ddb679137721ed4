import AuthDataIO
import CartDataIO
import ShopJSON

/// `cart remove <product-id>`: removes a line from the signed-in user's cart.
public enum CartRemoveOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition(
        "cart remove",
        parameters: [.required("product-id", .identifier(what: "a product id"))],
        requiresSignIn: true,
        summary: "Remove a line from your cart",
        details: "The product must be in the cart.",
        http: [
            HTTPBinding(
                .delete, "/cart/items/{productId}",
                arguments: [.path("productId", "product-id", description: "The line's product.")],
                response: .result("Cart", "The cart after the removal."),
                errors: [.init(.notFound, "the product is not in the cart.")],
                documentation: .init("removeCartItem", tag: "cart", "The product must be in the cart."))
        ]
    )

    /// The product id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("product-id")
    }

    /// Removes the line through CartData.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> CartResult
    {
        let user = try context.signedInUser()
        let change = CartChange(userID: user.id, productID: input)
        let cart = try await context.call(context.mainboard.ioRemoveFromCart(), change)
        return CartResult(cart: cart, change: .removed(productID: input, name: await context.productName(nil, input)))
    }

    /// The cart, as for `cart`.
    public static func result(_ output: CartResult) -> JSONValue {
        ResultPayload.cart(output.cart)
    }
}
