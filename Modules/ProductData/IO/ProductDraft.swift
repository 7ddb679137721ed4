/// A new product as staff describe it (``ProductDataID/createProduct``).
///
/// The board checks every field (``ProductDataError`` names the one that is wrong) before it writes anything.
public struct ProductDraft: Sendable, Equatable {
    /// The prices a product may have, in cents.
    public static let priceRange = 1...99_999_999
    /// The longest name, in characters.
    public static let maximumNameLength = 200
    /// The longest description, in characters.
    public static let maximumDescriptionLength = 4_000
    /// The largest stock a product may hold.
    public static let maximumStock = 1_000_000_000
    /// The longest SKU, in characters.
    public static let maximumSKULength = 64

    /// The display name: 1 to ``maximumNameLength`` characters, not blank (stored without surrounding spaces).
    public let name: String
    /// The long description, at most ``maximumDescriptionLength`` characters (may be empty).
    public let description: String
    /// The slug of an existing category.
    public let categorySlug: String
    /// The price, within ``priceRange``.
    public let priceCents: Int
    /// The opening stock, 0 to ``maximumStock``; more than 0 writes an `opening` ledger row.
    public let stock: Int
    /// The SKU (letters, digits, `-`, `_`, `.`; unique), or `nil` for one the board makes up.
    public let sku: String?
    /// The staff user who creates the product, recorded on its opening ledger row.
    public let staffUserID: Int64

    /// Creates a draft.
    public init(
        name: String, description: String, categorySlug: String, priceCents: Int, stock: Int, sku: String? = nil,
        staffUserID: Int64
    ) {
        self.name = name
        self.description = description
        self.categorySlug = categorySlug
        self.priceCents = priceCents
        self.stock = stock
        self.sku = sku
        self.staffUserID = staffUserID
    }
}
