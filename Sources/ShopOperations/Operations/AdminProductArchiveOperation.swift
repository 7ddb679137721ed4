import ProductDataIO
import ShopJSON

/// `admin product archive <id>`: archives a product (staff).
public enum AdminProductArchiveOperation: ShopOperation {
    /// The operation's name, argument, help and HTTP route.
    public static let definition = OperationDefinition(
        "admin product archive",
        parameters: [.required("id", .identifier(what: "a product id"))],
        requiresStaff: true,
        summary: "Archive a product (staff)",
        details: "The product leaves the catalog, search and carts; orders keep their lines. Example: admin product "
            + "archive 42",
        http: [
            HTTPBinding(
                .delete, "/admin/products/{id}", arguments: [.path("id", "id", description: "The product id.")],
                access: .staff,
                success: .noContent, response: .result("Product", "The product is archived."),
                errors: [.init(.notFound, "no such product (or it is archived already).")],
                documentation: .init(
                    "archiveProduct", tag: "admin",
                    "Archives the product (staff only): it is no longer found by id, listed, searched or added to a "
                        + "cart, and a checkout holding it is refused; orders keep their lines."))
        ]
    )

    /// The product id.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Int64 {
        try arguments.requiredIdentifier("id")
    }

    /// Archives through ProductData.
    nonisolated(nonsending) public static func perform(_ input: Int64, in context: OperationContext)
        async throws(OperationError) -> Product
    {
        _ = try context.signedInUser()
        return try await context.call(context.mainboard.ioArchiveProduct(), input)
    }

    /// `{"archived":{product}}`.
    public static func result(_ output: Product) -> JSONValue {
        ["archived": ResultPayload.product(output)]
    }
}
