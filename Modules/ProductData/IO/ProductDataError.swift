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
    /// A product name is blank or longer than ``ProductDraft/maximumNameLength`` characters.
    case invalidName
    /// A description is longer than ``ProductDraft/maximumDescriptionLength`` characters.
    case invalidDescription
    /// A price is outside ``ProductDraft/priceRange``.
    case invalidPrice(Int)
    /// An opening stock is below 0 or above ``ProductDraft/maximumStock``.
    case invalidStock(Int)
    /// A SKU is empty, too long or holds a character other than a letter, digit, `-`, `_` or `.`.
    case invalidSKU(String)
    /// Another product (archived ones included) has this SKU.
    case skuTaken(String)
    /// A product written by staff names a category slug that no category has.
    case unknownCategory(String)
    /// An edit gives no field to change.
    case emptyEdit
    /// A stock change is 0, larger than ``StockAdjustment/maximumDelta`` either way, or would take the stock above
    /// ``ProductDraft/maximumStock``.
    case invalidDelta(Int)
    /// A stock change's reason is blank or longer than ``StockAdjustment/maximumReasonLength`` characters.
    case invalidReason
    /// A stock change would take the product's stock below 0.
    case insufficientStock(productID: Int64, stock: Int, delta: Int)

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
        case .invalidName:
            "a product name has 1 to \(ProductDraft.maximumNameLength) characters and is not blank"
        case .invalidDescription:
            "a description has at most \(ProductDraft.maximumDescriptionLength) characters"
        case let .invalidPrice(cents):
            "a price is 1 to 99,999,999 cents (got \(cents))"
        case let .invalidStock(stock):
            "a stock is 0 to \(ProductDraft.maximumStock) units (got \(stock))"
        case let .invalidSKU(sku):
            "a SKU has 1 to \(ProductDraft.maximumSKULength) letters, digits, '-', '_' or '.' (got '\(sku)')"
        case let .skuTaken(sku):
            "another product already has the SKU '\(sku)'"
        case let .unknownCategory(slug):
            "no category has the slug '\(slug)'"
        case .emptyEdit:
            "give at least one of name, description, category or price to change"
        case let .invalidDelta(delta):
            "a stock change is a whole number from -\(StockAdjustment.maximumDelta) to \(StockAdjustment.maximumDelta), "
                + "not 0, and keeps the stock at most \(ProductDraft.maximumStock) (got \(delta))"
        case .invalidReason:
            "a reason has 1 to \(StockAdjustment.maximumReasonLength) characters and is not blank"
        case let .insufficientStock(productID, stock, delta):
            "product \(productID) has \(stock) in stock; a change of \(delta) would take it below 0"
        }
    }
}
