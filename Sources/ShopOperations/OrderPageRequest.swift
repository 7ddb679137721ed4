/// The page of orders a list operation asks for (`orders`, the staff's order list), before the user is known.
public struct OrderPageRequest: Sendable, Equatable {
    /// The 1-based page number.
    public let page: Int
    /// The page size.
    public let perPage: Int

    /// Creates a request.
    public init(page: Int, perPage: Int) {
        self.page = page
        self.perPage = perPage
    }
}
