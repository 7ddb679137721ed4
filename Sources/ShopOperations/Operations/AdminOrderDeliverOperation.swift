import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `admin order deliver <order-id>`: marks any customer's shipped order delivered (staff).
public enum AdminOrderDeliverOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition.staffOrderChange(
        "deliver", summary: "Mark a shipped order delivered (staff)",
        details: "Only a shipped order can be delivered. Example: admin order deliver 12",
        refusal: .init(
            .orderStateConflict, "the order is not shipped (still placed, already delivered, or cancelled)."),
        operationID: "deliverOrder", description: "Marks a shipped order delivered (staff only).")

    /// The order id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("order-id")
    }

    /// Delivers through OrderService as the signed-in staff user.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Order
    {
        let change = StaffOrderChange(staffUserID: try context.signedInUser().id, orderID: input)
        return try await context.call(context.mainboard.ioDeliverOrder(), change)
    }

    /// The order, as for `order`.
    public static func result(_ output: Order) -> JSONValue {
        ResultPayload.order(output)
    }
}
