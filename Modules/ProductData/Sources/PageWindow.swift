import ProductDataIO

/// The rows one page covers: a validated page number and size turned into `LIMIT` and `OFFSET`.
struct PageWindow: Sendable, Equatable {
    /// The 1-based page number.
    let page: Int
    /// The page size, 1 through ``ProductQuery/maximumPerPage``.
    let perPage: Int

    /// Validates a page request; `nil` when `page < 1` or `perPage` is outside `1...maximumPerPage`.
    init?(page: Int, perPage: Int) {
        guard page >= 1, (1...ProductQuery.maximumPerPage).contains(perPage) else { return nil }
        self.page = page
        self.perPage = perPage
    }

    /// The `LIMIT` of the page query.
    var limit: Int { perPage }

    /// The number of rows before the page; saturates at `Int.max` for absurd page numbers (such a page is simply
    /// past the end).
    var offset: Int {
        let (product, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        return overflow ? Int.max : product
    }

    /// Whether the page starts at or after the last of `total` rows, so it is empty without running a query.
    func isPastEnd(total: Int) -> Bool {
        offset >= total
    }
}
