/// The order of a product listing.
public enum ProductSort: String, Sendable, CaseIterable {
    /// By name, then id (alphabetical).
    case name
    /// By price ascending, then id.
    case price
}

/// What page of which products to list.
public struct ProductQuery: Sendable, Equatable {
    /// The largest page size a query may ask for.
    public static let maximumPerPage = 100

    /// The category slug, or `nil` for the whole catalog.
    public let categorySlug: String?
    /// The 1-based page number.
    public let page: Int
    /// The page size, 1 through ``maximumPerPage``.
    public let perPage: Int
    /// The order of the listing.
    public let sort: ProductSort

    /// Creates a query; validation happens in the board, which answers with
    /// ``ProductDataError/invalidPaging(page:perPage:)`` for out-of-range values.
    public init(categorySlug: String? = nil, page: Int = 1, perPage: Int = 20, sort: ProductSort = .name) {
        self.categorySlug = categorySlug
        self.page = page
        self.perPage = perPage
        self.sort = sort
    }
}

/// A full-text search request.
public struct SearchQuery: Sendable, Equatable {
    /// The words to look for; each word also matches as a prefix ("lapt" finds "laptop").
    public let text: String
    /// The 1-based page number.
    public let page: Int
    /// The page size, 1 through ``ProductQuery/maximumPerPage``.
    public let perPage: Int

    /// Creates a search request.
    public init(text: String, page: Int = 1, perPage: Int = 20) {
        self.text = text
        self.page = page
        self.perPage = perPage
    }
}
