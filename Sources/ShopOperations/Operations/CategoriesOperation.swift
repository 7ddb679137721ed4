import ProductDataIO
import ShopJSON

/// `categories`: every category with its number of products.
public enum CategoriesOperation: ShopOperation {
    /// The operation's name, help and HTTP route.
    public static let definition = OperationDefinition(
        "categories",
        summary: "List the categories",
        details: "Shows each category's slug, name and number of products.",
        http: [
            HTTPBinding(
                .get, "/categories", access: .catalog, response: .result("CategoryList", "The categories."),
                documentation: .init(
                    "listCategories", tag: "catalog", "Each category's slug, name and number of products."))
        ]
    )

    /// Reads the categories through ProductData.
    nonisolated(nonsending) public static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> [CategorySummary]
    {
        try await context.call(context.mainboard.ioCategories(), ())
    }

    /// `{"items":[{"slug","name","productCount"}]}`.
    public static func result(_ output: [CategorySummary]) -> JSONValue {
        [
            "items": .array(
                output.map { category in
                    [
                        "slug": .string(category.slug), "name": .string(category.name),
                        "productCount": JSONValue(category.productCount),
                    ]
                })
        ]
    }
}
