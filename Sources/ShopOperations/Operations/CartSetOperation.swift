import AuthDataIO
import CartDataIO
import ShopJSON

/// `cart set <product-id> <quantity>`: sets a line's quantity in the signed-in user's cart (0 removes it).
public enum CartSetOperation: ShopOperation {
    /// The operation's name, arguments, help and HTTP route.
    public static let definition = OperationDefinition(
        "cart set",
        parameters: [
            .required("product-id", .identifier(what: "a product id")),
            .required("quantity", .quantity(minimum: 0)),
        ],
        requiresSignIn: true,
        summary: "Change a line's quantity",
        details: "A quantity of 0 removes the line.",
        http: [
            HTTPBinding(
                .patch, "/cart/items/{productId}",
                arguments: [
                    .path("productId", "product-id", description: "The line's product."), .body("quantity", "quantity"),
                ],
                response: .result("Cart", "The cart after the change."),
                errors: [
                    .init(.notFound, "no such product, or (for 0) not in the cart."),
                    .init(.insufficientStock, "more units than are in stock."),
                ],
                documentation: .init(
                    "setCartItemQuantity", tag: "cart", "Sets the quantity; 0 removes the line.",
                    bodySchema: "CartQuantityInput", bodyDescription: "The line's new quantity."))
        ]
    )

    /// The product and its new quantity.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> CartLineInput {
        CartLineInput(
            productID: try arguments.requiredIdentifier("product-id"),
            quantity: try arguments.requiredNumber("quantity"))
    }

    /// Sets the quantity through CartData.
    nonisolated(nonsending) public static func perform(_ input: CartLineInput, in context: OperationContext)
        async throws(OperationError) -> CartResult
    {
        let user = try context.signedInUser()
        let change = CartChange(userID: user.id, productID: input.productID, quantity: input.quantity)
        let cart = try await context.call(context.mainboard.ioSetCartQuantity(), change)
        let known = cart.items.first { $0.productID == input.productID }?.name
        let name = await context.productName(known, input.productID)
        return CartResult(
            cart: cart, change: .quantitySet(productID: input.productID, name: name, quantity: input.quantity))
    }

    /// The cart, as for `cart`.
    public static func result(_ output: CartResult) -> JSONValue {
        ResultPayload.cart(output.cart)
    }
}
