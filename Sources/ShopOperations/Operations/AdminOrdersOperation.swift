import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `admin orders [--status S] [--user NAME] [--page N] [--per-page N]`: every customer's orders, newest first
/// (staff).
public enum AdminOrdersOperation: ShopOperation {
    /// The operation's name, options, help and HTTP route.
    public static let definition = OperationDefinition(
        "admin orders",
        parameters: [
            .option("--status", OrderStatus.allCases.map(\.rawValue).joined(separator: "|"), .choice(statusNames)),
            .option("--user", "NAME"),
            .option("--page", "N", .page),
            .option("--per-page", "N", .perPage),
        ],
        requiresStaff: true,
        summary: "List all customers' orders (staff)",
        details:
            "Newest first, each with its customer's username; --status keeps one state, --user one customer (the exact "
            + "username). --per-page is 1 to \(OrderPage.maximumPerPage) (default \(OrderPage.defaultPerPage)). "
            + "Example: admin orders --status placed",
        http: [
            HTTPBinding(
                .get, "/admin/orders",
                arguments: [
                    .query("status", "--status", description: "Only orders in this state."),
                    .query("user", "--user", description: "Only this customer's orders (the exact username)."),
                    .query("page", "--page", description: "The page, from 1 (default 1)."),
                    .query(
                        "perPage", "--per-page",
                        description:
                            "Orders per page, 1 to \(OrderPage.maximumPerPage) (default \(OrderPage.defaultPerPage))."
                    ),
                ],
                access: .staff,
                response: .result("OrderList", "A page of every customer's orders, each with `username`."),
                documentation: .init(
                    "listAllOrders", tag: "admin",
                    "Every customer's orders (staff only), newest first, a page at a time: `{items, page, perPage, "
                        + "total}`, each item with the customer's `username`."))
        ]
    )

    /// The states `--status` accepts.
    static let statusNames = OrderStatus.allCases.map(\.rawValue)

    /// The filters and the page asked for, with the defaults for what was left out.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> StaffOrderQuery {
        StaffOrderQuery(
            status: arguments.text("--status").flatMap(OrderStatus.init(rawValue:)), username: arguments.text("--user"),
            page: arguments.number("--page") ?? 1, perPage: arguments.number("--per-page") ?? OrderPage.defaultPerPage)
    }

    /// Reads the page through OrderService's staff list.
    nonisolated(nonsending) public static func perform(_ input: StaffOrderQuery, in context: OperationContext)
        async throws(OperationError) -> OrderPage
    {
        _ = try context.signedInUser()
        return try await context.call(context.mainboard.ioStaffOrders(), input)
    }

    /// `{"items":[{"id","status","totalCents","itemCount","createdAt","updatedAt","username"}],"page","perPage",
    /// "total"}`.
    public static func result(_ output: OrderPage) -> JSONValue {
        ResultPayload.orderPage(output)
    }
}
