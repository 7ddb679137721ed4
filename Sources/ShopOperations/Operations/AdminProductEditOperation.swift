import ProductDataIO
import ShopJSON

/// `admin product edit <id> [--name N] [--description TEXT] [--category SLUG] [--price-cents CENTS]`: changes a
/// product (staff).
public enum AdminProductEditOperation: ShopOperation {
    /// The operation's name, arguments, help and HTTP route.
    public static let definition = OperationDefinition(
        "admin product edit",
        parameters: [
            .required("id", .identifier(what: "a product id")), .option("--name", "NAME"),
            .option("--description", "TEXT"), .option("--category", "SLUG"),
            .option("--price-cents", "CENTS", .wholeNumber(ProductDraft.priceRange)),
        ],
        requiresStaff: true,
        summary: "Change a product's details (staff)",
        details: "Give at least one option; the others stay. Search finds a new name at once. "
            + "Example: admin product edit 42 --price-cents 1999",
        http: [
            HTTPBinding(
                .patch, "/admin/products/{id}",
                arguments: [
                    .path("id", "id", description: "The product id."),
                    .body(
                        "name", "--name", description: "1 to 200 characters, not blank.",
                        emptyRefusal: "must not be empty"),
                    .body("description", "--description", description: "At most 4000 characters."),
                    .body(
                        "category", "--category", description: "A category's slug.",
                        emptyRefusal: "must be a category slug"),
                    .body("priceCents", "--price-cents", description: "The price in cents, 1 to 99999999."),
                ],
                access: .staff,
                response: .result("Product", "The product after the change."),
                errors: [.init(.notFound, "no such product (or it is archived).")],
                documentation: .init(
                    "editProduct", tag: "admin",
                    "Changes the fields given (staff only); at least one. Search finds the new words at once.",
                    bodySchema: "ProductPatch",
                    bodyDescription: "The fields to change, in the `Product` schema's names."))
        ]
    )

    /// The product and the fields to change.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> ProductEdit {
        ProductEdit(
            productID: try arguments.requiredIdentifier("id"), name: arguments.text("--name"),
            description: arguments.text("--description"), categorySlug: arguments.text("--category"),
            priceCents: arguments.number("--price-cents"))
    }

    /// Changes through ProductData; a field error blames this operation's option of the field.
    nonisolated(nonsending) public static func perform(_ input: ProductEdit, in context: OperationContext)
        async throws(OperationError) -> Product
    {
        _ = try context.signedInUser()
        do {
            return try await context.call(context.mainboard.ioEditProduct(), input)
        } catch {
            let options = ["name": "--name", "category": "--category", "price-cents": "--price-cents"]
            guard let argument = error.argument, let option = options[argument] else { throw error }
            throw error.blaming(option)
        }
    }

    /// The product, as `product` prints it.
    public static func result(_ output: Product) -> JSONValue {
        ResultPayload.product(output)
    }
}
