/// The search terms a product is indexed under (``SearchText``), as each database stores them: two columns of terms
/// separated by single spaces, written from Swift by every path that inserts or changes a product.
///
/// The *primary* terms come from the name, the category's name and the SKU; the *secondary* ones from the
/// description. Each column holds each term once, in order of first appearance. A search finds a product when each of its words matches a term
/// of either column; a match in the primary terms ranks higher.
public struct ProductSearchTerms: Sendable, Equatable {
    /// The primary terms (name, category name, SKU), space-separated.
    public let primary: String
    /// The description's terms, space-separated.
    public let secondary: String

    /// The terms of a product with these fields.
    public init(name: String, categoryName: String, sku: String, description: String) {
        self.primary = SearchText.terms(name + " " + categoryName + " " + sku).joined(separator: " ")
        self.secondary = SearchText.terms(description).joined(separator: " ")
    }

    /// Every term of both columns that a misspelt word can reach (``SearchText/isSpellable(_:)``): what a store adds
    /// to its vocabulary table with the product.
    public var vocabulary: Set<String> {
        Set((primary.split(separator: " ") + secondary.split(separator: " ")).map(String.init))
            .filter(SearchText.isSpellable)
    }
}
