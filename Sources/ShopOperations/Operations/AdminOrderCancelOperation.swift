import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `admin order cancel <order-id>`: cancels any customer's placed order, putting its stock back (staff).
public enum AdminOrderCancelOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition.staffOrderChange(
        "cancel", summary: "Cancel any placed order (staff)",
        details:
            "Puts every line's units back in stock; only a placed order can be cancelled. Example: admin order cancel 12",
        refusal: .init(.orderNotCancellable, "the order is not placed any more (shipped, delivered or cancelled)."),
        operationID: "cancelAnyOrder",
        description:
            "Cancels any customer's placed order (staff only) and puts every line's units back in stock, exactly once; the stock ledger rows name the staff user."
    )

    /// The order id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("order-id")
    }

    /// Cancels through OrderService as the signed-in staff user.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Order
    {
        let change = StaffOrderChange(staffUserID: try context.signedInUser().id, orderID: input)
        return try await context.call(context.mainboard.ioStaffCancelOrder(), change)
    }

    /// The order, as for `order`.
    public static func result(_ output: Order) -> JSONValue {
        ResultPayload.order(output)
    }
}
