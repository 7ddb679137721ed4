import ProductDataIO
import ShopJSON

/// `product <id>`: one product.
public enum ProductOperation: ShopOperation {
    /// The operation's name, argument and help.
    public static let definition = OperationDefinition(
        "product",
        parameters: [.required("id", .identifier(what: "a product id"))],
        summary: "Show one product",
        details: "Shows the SKU, category, price, stock and description. Example: product 42"
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
