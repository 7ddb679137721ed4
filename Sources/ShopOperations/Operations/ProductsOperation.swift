import ProductDataIO
import ShopJSON

/// `products [--category SLUG] [--page N] [--per-page N] [--sort name|price]`: a page of the catalog.
public enum ProductsOperation: ShopOperation {
    /// The operation's name, options, help and HTTP route (`GET /products` without `q`).
    public static let definition = OperationDefinition(
        "products",
        parameters: [
            .option("--category", "SLUG"), .option("--page", "N", .page), .option("--per-page", "N", .perPage),
            .option("--sort", "name|price", .choice(ProductSort.allCases.map(\.rawValue))),
        ],
        summary: "List products, a page at a time",
        details: "Pages start at 1; --per-page is 1 to \(ProductQuery.maximumPerPage) (default 20). "
            + "Example: products --category books --sort price",
        http: [
            HTTPBinding(
                .get, "/products",
                arguments: [
                    .query("page", "--page", description: "The page, from 1 (default 1)."),
                    .query(
                        "perPage", "--per-page",
                        description: "Products per page, 1 to \(ProductQuery.maximumPerPage) (default 20)."),
                    .query("sort", "--sort", description: "The order of a catalog page (default `name`)."),
                    .query(
                        "category", "--category", description: "A category slug: only its products.",
                        emptyRefusal: "must be a category slug"),
                ],
                access: .catalog, response: .result("ProductPage", "A page of products."),
                errors: [.init(.notFound, "no category with this slug.")],
                documentation: .init(
                    "listProducts", tag: "catalog", summary: "List or search products",
                    "Without `q`: a page of the catalog, or of one category, by name or price (`shop-cli products`). "
                        + "With `q`: products whose name or description match the words, best first; words also "
                        + "match as prefixes (`shop-cli search`). Unknown or repeated parameters are refused (400 "
                        + "naming it)."))
        ]
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
