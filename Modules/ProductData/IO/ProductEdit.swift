/// A change of a product's name, description, price or category (``ProductDataID/editProduct``): the fields given
/// change, the others stay. At least one must be given; each follows ``ProductDraft``'s rules.
public struct ProductEdit: Sendable, Equatable {
    /// The product to change.
    public let productID: Int64
    /// The new name, or `nil` to keep it.
    public let name: String?
    /// The new description, or `nil` to keep it.
    public let description: String?
    /// The slug of the new category, or `nil` to keep it.
    public let categorySlug: String?
    /// The new price in cents, or `nil` to keep it.
    public let priceCents: Int?

    /// Creates an edit.
    public init(
        productID: Int64, name: String? = nil, description: String? = nil, categorySlug: String? = nil,
        priceCents: Int? = nil
    ) {
        self.productID = productID
        self.name = name
        self.description = description
        self.categorySlug = categorySlug
        self.priceCents = priceCents
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool { name == nil && description == nil && categorySlug == nil && priceCents == nil }
}
