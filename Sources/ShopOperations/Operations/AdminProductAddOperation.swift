import AuthDataIO
import ProductDataIO
import ShopJSON

/// `admin product add <name> <category> <price-cents> <stock> [--sku SKU] [--description TEXT]`: creates a product
/// (staff).
public enum AdminProductAddOperation: ShopOperation {
    /// What a staff user gives for a new product.
    public struct Input: Equatable, Sendable {
        /// The display name.
        public var name: String
        /// The category's slug.
        public var categorySlug: String
        /// The price in cents.
        public var priceCents: Int
        /// The opening stock.
        public var stock: Int
        /// The SKU, or `nil` for one ProductData makes up.
        public var sku: String?
        /// The description (empty when left out).
        public var description: String

        /// Creates an input.
        public init(
            name: String, categorySlug: String, priceCents: Int, stock: Int, sku: String? = nil,
            description: String = ""
        ) {
            self.name = name
            self.categorySlug = categorySlug
            self.priceCents = priceCents
            self.stock = stock
            self.sku = sku
            self.description = description
        }
    }

    /// The operation's name, arguments, help and HTTP route.
    public static let definition = OperationDefinition(
        "admin product add",
        parameters: [
            .required("name"), .required("category"),
            .required("price-cents", .wholeNumber(ProductDraft.priceRange)),
            .required("stock", .wholeNumber(0...ProductDraft.maximumStock)),
            .option("--sku", "SKU"), .option("--description", "TEXT"),
        ],
        requiresStaff: true,
        summary: "Create a product (staff)",
        details: "Prices are in cents (1 to 99999999); without --sku one is made up. The opening stock is a ledger "
            + "row. Example: admin product add \"Tea pot\" kitchen 2499 10 --description \"Holds 1 l\"",
        http: [
            HTTPBinding(
                .post, "/admin/products",
                arguments: [
                    .body(
                        "name", "name", description: "1 to 200 characters, not blank.",
                        emptyRefusal: "must not be empty"),
                    .body("description", "--description", description: "At most 4000 characters (default empty)."),
                    .body(
                        "category", "category", description: "A category's slug.",
                        emptyRefusal: "must be a category slug"),
                    .body("priceCents", "price-cents", description: "The price in cents, 1 to 99999999."),
                    .body("stock", "stock", description: "The opening stock, 0 or more."),
                    .body(
                        "sku", "--sku",
                        description: "1 to 64 letters, digits, `-`, `_` or `.`, unique; made up when left out."),
                ],
                access: .staff,
                success: .created(location: "/products/{id}"), response: .result("Product", "The new product."),
                errors: [.init(.skuTaken, "another product (archived ones included) has this SKU.")],
                documentation: .init(
                    "createProduct", tag: "admin",
                    "Creates a product (staff only). Its opening stock is written to the stock ledger.",
                    bodySchema: "ProductInput", bodyDescription: "The new product, in the `Product` schema's names."))
        ]
    )

    /// The product's fields.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Input {
        Input(
            name: try arguments.requiredText("name"), categorySlug: try arguments.requiredText("category"),
            priceCents: try arguments.requiredNumber("price-cents"), stock: try arguments.requiredNumber("stock"),
            sku: arguments.text("--sku"), description: arguments.text("--description") ?? "")
    }

    /// Creates through ProductData as the signed-in staff user.
    nonisolated(nonsending) public static func perform(_ input: Input, in context: OperationContext)
        async throws(OperationError) -> Product
    {
        let user = try context.signedInUser()
        let draft = ProductDraft(
            name: input.name, description: input.description, categorySlug: input.categorySlug,
            priceCents: input.priceCents, stock: input.stock, sku: input.sku, staffUserID: user.id)
        return try await context.call(context.mainboard.ioCreateProduct(), draft)
    }

    /// The product, as `product` prints it.
    public static func result(_ output: Product) -> JSONValue {
        ResultPayload.product(output)
    }
}
