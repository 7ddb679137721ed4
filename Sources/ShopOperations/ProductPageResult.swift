import ProductDataIO

/// A page of products and what it lists: the output of `products` and `search`.
public struct ProductPageResult: Sendable, Equatable {
    /// The page.
    public let page: ProductPage
    /// The catalog (or one category) or the search words, for the caption.
    public let listing: ProductListing

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - page: The page.
    ///   - listing: What it lists.
    public init(page: ProductPage, listing: ProductListing) {
        self.page = page
        self.listing = listing
    }
}
