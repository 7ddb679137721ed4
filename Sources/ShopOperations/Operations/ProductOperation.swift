import ProductDataIO
import ShopJSON

/// `product <id>`: one product.
public enum ProductOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition(
        "product",
        parameters: [.required("id", .identifier(what: "a product id"))],
        summary: "Show one product",
        details: "Shows the SKU, category, price, stock and description. Example: product 42",
        http: [
            HTTPBinding(
                .get, "/products/{id}", arguments: [.path("id", "id", description: "The product id.")],
                access: .catalog, response: .result("Product", "The product."), errors: [.init(.notFound)],
                documentation: .init("getProduct", tag: "catalog", "The product with this id."))
        ]
    )

    /// The product id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("id")
    }

    /// Reads the product through ProductData.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Product
    {
        try await context.call(context.mainboard.ioProduct(), input)
    }

    /// `{"id","sku","name","description","category","priceCents","stock"}`.
    public static func result(_ output: Product) -> JSONValue {
        ResultPayload.product(output)
    }
}
