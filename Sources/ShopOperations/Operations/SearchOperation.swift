import ProductDataIO
import ShopJSON

/// `search <words...> [--page N] [--per-page N]`: products whose name or description match, best first.
public enum SearchOperation: ShopOperation {
    /// The longest search text accepted, in characters.
    public static let maximumSearchLength = 500

    /// The operation's name, arguments, help and HTTP route (`GET /products` with `q`).
    public static let definition = OperationDefinition(
        "search",
        parameters: [
            .words("words", .searchText(maximumLength: maximumSearchLength)),
            .option("--page", "N", .page), .option("--per-page", "N", .perPage),
        ],
        summary: "Search product names and descriptions",
        details: "Words also match as prefixes, so 'search lapt' finds laptops. Best matches come first.",
        http: [
            HTTPBinding(
                .get, "/products",
                arguments: [
                    .query("page", "--page", description: "The page, from 1 (default 1)."),
                    .query(
                        "perPage", "--per-page",
                        description: "Products per page, 1 to \(ProductQuery.maximumPerPage) (default 20)."),
                    .query(
                        "q", "words",
                        description: "Search words (at most \(maximumSearchLength) characters, not blank). "
                            + "Not with `category` or `sort`."),
                ],
                access: .catalog, selector: .init(query: "q", reason: "search results come best match first"),
                response: .result("ProductPage", "A page of products."),
                documentation: .init(
                    "searchProducts", tag: "catalog",
                    "Products whose name or description match the words, best first."))
        ]
    )

    /// The query, with the defaults for what was left out.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> SearchQuery {
        SearchQuery(
            text: try arguments.requiredText("words"),
            page: arguments.number("--page") ?? 1,
            perPage: arguments.number("--per-page") ?? 20
        )
    }

    /// Searches through ProductData.
    nonisolated(nonsending) public static func perform(_ input: SearchQuery, in context: OperationContext)
        async throws(OperationError) -> ProductPageResult
    {
        let page = try await context.call(context.mainboard.ioSearchProducts(), input)
        return ProductPageResult(page: page, listing: .search(text: input.text))
    }

    /// `{"items":[product…],"page","perPage","total"}`.
    public static func result(_ output: ProductPageResult) -> JSONValue {
        ResultPayload.page(output.page)
    }
}
