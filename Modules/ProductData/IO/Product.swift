/// A product of the catalog as shoppers see it.
public struct Product: Sendable, Equatable, Hashable {
    /// The product's database id.
    public let id: Int64
    /// The stock-keeping unit, unique across the catalog.
    public let sku: String
    /// The display name.
    public let name: String
    /// The long description.
    public let description: String
    /// The slug of the product's category.
    public let categorySlug: String
    /// The price in integer cents.
    public let priceCents: Int
    /// Units in stock (never negative).
    public let stock: Int

    /// Creates a product value.
    public init(
        id: Int64, sku: String, name: String, description: String, categorySlug: String, priceCents: Int, stock: Int
    ) {
        self.id = id
        self.sku = sku
        self.name = name
        self.description = description
        self.categorySlug = categorySlug
        self.priceCents = priceCents
        self.stock = stock
    }
}

/// A category with the number of products in it.
public struct CategorySummary: Sendable, Equatable, Hashable {
    /// The URL-friendly identifier, unique.
    public let slug: String
    /// The display name.
    public let name: String
    /// How many products the category holds.
    public let productCount: Int

    /// Creates a category summary.
    public init(slug: String, name: String, productCount: Int) {
        self.slug = slug
        self.name = name
        self.productCount = productCount
    }
}

/// One page of products and the total number of matches.
public struct ProductPage: Sendable, Equatable {
    /// The products on this page.
    public let items: [Product]
    /// The 1-based page number.
    public let page: Int
    /// The page size asked for.
    public let perPage: Int
    /// How many products match in all pages.
    public let total: Int

    /// Creates a page.
    public init(items: [Product], page: Int, perPage: Int, total: Int) {
        self.items = items
        self.page = page
        self.perPage = perPage
        self.total = total
    }
}
