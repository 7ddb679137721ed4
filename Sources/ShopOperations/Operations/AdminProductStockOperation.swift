import AuthDataIO
import ProductDataIO
import ShopJSON

/// `admin product stock <id> <delta> <reason...>`: restocks or corrects a product's stock (staff).
public enum AdminProductStockOperation: ShopOperation {
    /// The operation's name, arguments, help and HTTP route.
    public static let definition = OperationDefinition(
        "admin product stock",
        parameters: [
            .required("id", .identifier(what: "a product id")),
            .required("delta", .wholeNumber(-StockAdjustment.maximumDelta...StockAdjustment.maximumDelta)),
            .words("reason"),
        ],
        requiresStaff: true,
        summary: "Restock or correct stock (staff)",
        details: "A positive delta adds units, a negative one removes them; the change and the reason go to the stock "
            + "ledger. Example: admin product stock 42 12 delivery from the mill",
        http: [
            HTTPBinding(
                .post, "/admin/products/{id}/stock",
                arguments: [
                    .path("id", "id", description: "The product id."),
                    .body(
                        "delta", "delta",
                        description:
                            "The change, -\(StockAdjustment.maximumDelta) to \(StockAdjustment.maximumDelta), not 0."),
                    .body(
                        "reason", "reason", description: "Why, 1 to 200 characters.", emptyRefusal: "must not be empty"),
                ],
                access: .staff,
                response: .result("Product", "The product after the change."),
                errors: [
                    .init(.notFound, "no such product (or it is archived)."),
                    .init(.insufficientStock, "the change would take the stock below 0."),
                ],
                documentation: .init(
                    "adjustProductStock", tag: "admin",
                    "Changes the stock by `delta` (staff only) and writes a stock ledger row with the reason and the "
                        + "staff user, in one transaction.",
                    bodySchema: "StockAdjustmentInput", bodyDescription: "The change and its reason."))
        ]
    )

    /// The product, the change and the reason.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> StockAdjustment {
        StockAdjustment(
            productID: try arguments.requiredIdentifier("id"), delta: try arguments.requiredNumber("delta"),
            reason: try arguments.requiredText("reason"), staffUserID: 0)
    }

    /// Changes the stock through ProductData as the signed-in staff user.
    nonisolated(nonsending) public static func perform(_ input: StockAdjustment, in context: OperationContext)
        async throws(OperationError) -> Product
    {
        let user = try context.signedInUser()
        let adjustment = StockAdjustment(
            productID: input.productID, delta: input.delta, reason: input.reason, staffUserID: user.id)
        return try await context.call(context.mainboard.ioAdjustStock(), adjustment)
    }

    /// The product, as `product` prints it.
    public static func result(_ output: Product) -> JSONValue {
        ResultPayload.product(output)
    }
}
