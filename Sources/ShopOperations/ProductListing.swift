/// What a product page lists, for the caption under the table.
public enum ProductListing: Equatable, Sendable {
    /// The catalog, or one category of it.
    case catalog(categorySlug: String?)
    /// Search results for these words.
    case search(text: String)
}
