import ProductDataIO
import ShopJSON

/// `products [--category SLUG] [--page N] [--per-page N] [--sort name|price]`: a page of the catalog.
public enum ProductsOperation: ShopOperation {
    /// The operation's name, options and help.
    public static let definition = OperationDefinition(
        "products",
        parameters: [
            .option("--category", "SLUG"), .option("--page", "N", .page), .option("--per-page", "N", .perPage),
            .option("--sort", "name|price", .choice(ProductSort.allCases.map(\.rawValue))),
        ],
        summary: "List products, a page at a time",
        details: "Pages start at 1; --per-page is 1 to \(ProductQuery.maximumPerPage) (default 20). "
            + "Example: products --category books --sort price"
    )

    /// The query, with the defaults for what was left out.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> ProductQuery {
        ProductQuery(
            categorySlug: arguments.text("--category"),
            page: arguments.number("--page") ?? 1,
            perPage: arguments.number("--per-page") ?? 20,
            sort: arguments.text("--sort").flatMap(ProductSort.init(rawValue:)) ?? .name
        )
    }

    /// Reads the page through ProductData.
    nonisolated(nonsending) public static func perform(_ input: ProductQuery, in context: OperationContext)
        async throws(OperationError) -> ProductPageResult
    {
        let page = try await context.call(context.mainboard.ioProductPage(), input)
        return ProductPageResult(page: page, listing: .catalog(categorySlug: input.categorySlug))
    }

    /// `{"items":[product…],"page","perPage","total"}`.
    public static func result(_ output: ProductPageResult) -> JSONValue {
        ResultPayload.page(output.page)
    }
}
