/// One problem ``ShopDatabase/check(path:)`` found in a shop database.
public struct ShopCheckFinding: Sendable, Equatable {
    /// Which check found the problem.
    public enum Kind: String, Sendable, Equatable {
        /// SQLite's `integrity_check`: the file's structure (pages, b-trees, indexes, constraints), or a file that
        /// cannot be read at all.
        case integrity
        /// `foreign_key_check`: a row referencing a missing row.
        case foreignKey = "foreign-key"
        /// The full-text search index does not match the products (FTS5's `integrity-check`).
        case searchIndex = "search-index"
        /// One of the shop's own rules: stock never negative, an order's total is the sum of its lines, every order
        /// has lines, cart quantities are positive, each product's stock equals the sum of its ledger.
        case invariant
    }

    /// Which check found the problem.
    public let kind: Kind
    /// A human sentence describing it.
    public let message: String

    /// Creates a finding.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
