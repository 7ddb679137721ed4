import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `orders [--page N] [--per-page N]`: a page of the signed-in user's orders, newest first.
public enum OrdersOperation: ShopOperation {
    /// The operation's name, options, help and HTTP route.
    public static let definition = OperationDefinition(
        "orders",
        parameters: [.option("--page", "N", .page), .option("--per-page", "N", .perPage)],
        requiresSignIn: true,
        summary: "List your orders, a page at a time",
        details:
            "Newest first: each order's status, number of items, total and date. Pages start at 1; --per-page is 1 to "
            + "\(OrderPage.maximumPerPage) (default \(OrderPage.defaultPerPage)). Example: orders --page 2",
        http: [
            HTTPBinding(
                .get, "/orders",
                arguments: [
                    .query("page", "--page", description: "The page, from 1 (default 1)."),
                    .query(
                        "perPage", "--per-page",
                        description:
                            "Orders per page, 1 to \(OrderPage.maximumPerPage) (default \(OrderPage.defaultPerPage))."
                    ),
                ],
                response: .result("OrderList", "A page of the orders."),
                documentation: .init(
                    "listOrders", tag: "orders",
                    "Newest first, a page at a time, answered like `GET /products`: `{items, page, perPage, total}`."))
        ]
    )

    /// The page asked for, with the defaults for what was left out.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> OrderPageRequest {
        OrderPageRequest(
            page: arguments.number("--page") ?? 1, perPage: arguments.number("--per-page") ?? OrderPage.defaultPerPage)
    }

    /// Reads the page through OrderService.
    nonisolated(nonsending) public static func perform(_ input: OrderPageRequest, in context: OperationContext)
        async throws(OperationError) -> OrderPage
    {
        let query = OrderHistoryQuery(
            userID: try context.signedInUser().id, page: input.page, perPage: input.perPage)
        return try await context.call(context.mainboard.ioOrders(), query)
    }

    /// `{"items":[{"id","status","totalCents","itemCount","createdAt","updatedAt"}],"page","perPage","total"}`.
    public static func result(_ output: OrderPage) -> JSONValue {
        ResultPayload.orderPage(output)
    }
}
