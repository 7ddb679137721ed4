import AuthDataIO
import OrderServiceIO
import ShopJSON

/// `admin order ship <order-id>`: marks any customer's placed order shipped (staff).
public enum AdminOrderShipOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition.staffOrderChange(
        "ship", summary: "Mark a placed order shipped (staff)",
        details: "Only a placed order can be shipped. Example: admin order ship 12",
        refusal: .init(.orderStateConflict, "the order is not placed (already shipped, delivered or cancelled)."),
        operationID: "shipOrder", description: "Marks a placed order shipped (staff only).")

    /// The order id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("order-id")
    }

    /// Ships through OrderService as the signed-in staff user.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Order
    {
        let change = StaffOrderChange(staffUserID: try context.signedInUser().id, orderID: input)
        return try await context.call(context.mainboard.ioShipOrder(), change)
    }

    /// The order, as for `order`.
    public static func result(_ output: Order) -> JSONValue {
        ResultPayload.order(output)
    }
}
