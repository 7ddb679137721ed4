import DataFailure

/// Why a ProductData request failed. Boards send it as the failure of their `Result` output.
public enum ProductDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No product has this id.
    case productNotFound(Int64)
    /// No category has this slug.
    case categoryNotFound(String)
    /// The page or page size is out of range.
    case invalidPaging(page: Int, perPage: Int)
    /// The search text has no word to search for.
    case emptySearch
    /// The database failed: the failure's kind (busy, full, corrupt...) and a message saying how.
    case database(DatabaseFailure)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case let .productNotFound(id):
            "no product has id \(id)"
        case let .categoryNotFound(slug):
            "no category has the slug '\(slug)'"
        case let .invalidPaging(page, perPage):
            "page must be 1 or more and per-page 1 to \(ProductQuery.maximumPerPage) (got page \(page), per-page \(perPage))"
        case .emptySearch:
            "the search needs at least one word"
        case let .database(failure):
            "database error: \(failure.message)"
        }
    }
}
