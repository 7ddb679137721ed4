import OrderServiceIO

extension OperationDefinition {
    /// The definition of a staff command that moves any customer's order on (`admin order ship|deliver|cancel
    /// <order-id>`, `POST /admin/orders/{id}/<word>`), answering the order.
    ///
    /// - Parameters:
    ///   - word: The last word of the command and of the path (`ship`).
    ///   - summary: The command list's line.
    ///   - details: Sentences for `help`, ending with an example.
    ///   - refusal: The error a state that does not allow the change answers (409), and what it means.
    ///   - operationID: The OpenAPI operation id.
    ///   - description: The route's documentation.
    /// - Returns: The definition, staff only on both fronts.
    static func staffOrderChange(
        _ word: String, summary: String, details: String, refusal: HTTPBinding.ErrorCase, operationID: String,
        description: String
    ) -> OperationDefinition {
        OperationDefinition(
            "admin order \(word)",
            parameters: [.required("order-id", .identifier(what: "an order id"))],
            requiresStaff: true,
            summary: summary,
            details: details,
            http: [
                HTTPBinding(
                    .post, "/admin/orders/{id}/\(word)",
                    arguments: [.path("id", "order-id", description: "The order id.")],
                    access: .staff,
                    response: .result("Order", "The order after the change."),
                    errors: [.init(.notFound, "no order has this id."), refusal],
                    documentation: .init(operationID, tag: "admin", description + " Takes no body."))
            ]
        )
    }
}
