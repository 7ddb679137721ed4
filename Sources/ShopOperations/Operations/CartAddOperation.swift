import AuthDataIO
import CartDataIO
import ShopJSON

/// `cart add <product-id> [<quantity>]`: adds units of a product to the signed-in user's cart.
public enum CartAddOperation: ShopOperation {
    /// The operation's name, arguments, help and HTTP route.
    public static let definition = OperationDefinition(
        "cart add",
        parameters: [
            .required("product-id", .identifier(what: "a product id")),
            .optional("quantity", .quantity(minimum: 1)),
        ],
        requiresSignIn: true,
        summary: "Add units to your cart",
        details: "The quantity defaults to 1 and adds to what is already in the cart.",
        http: [
            HTTPBinding(
                .post, "/cart/items", arguments: [.body("productId", "product-id"), .body("quantity", "quantity")],
                success: .created(location: "/cart/items/{productId}"),
                response: .result("Cart", "The cart after the addition."),
                errors: [
                    .init(.notFound, "no such product."),
                    .init(.insufficientStock, "the cart would hold more units than are in stock."),
                ],
                documentation: .init(
                    "addCartItem", tag: "cart",
                    "Adds `quantity` units (default 1) to what the cart already holds of the product.",
                    bodySchema: "CartItemInput", bodyDescription: "The product and the units to add."))
        ]
    )

    /// The product and quantity (1 when left out).
    public static func input(from arguments: OperationArguments) throws(OperationError) -> CartLineInput {
        CartLineInput(
            productID: try arguments.requiredIdentifier("product-id"), quantity: arguments.number("quantity") ?? 1)
    }

    /// Adds through CartData.
    nonisolated(nonsending) public static func perform(_ input: CartLineInput, in context: OperationContext)
        async throws(OperationError) -> CartResult
    {
        let user = try context.signedInUser()
        let change = CartChange(userID: user.id, productID: input.productID, quantity: input.quantity)
        let cart = try await context.call(context.mainboard.ioAddToCart(), change)
        let name = cart.items.first { $0.productID == input.productID }?.name ?? ""
        return CartResult(
            cart: cart, change: .added(productID: input.productID, name: name, quantity: input.quantity))
    }

    /// The cart, as for `cart`.
    public static func result(_ output: CartResult) -> JSONValue {
        ResultPayload.cart(output.cart)
    }
}
