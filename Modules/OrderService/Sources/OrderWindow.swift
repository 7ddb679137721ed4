import OrderServiceIO

/// The rows one page of orders covers: a validated page number and size turned into `LIMIT` and `OFFSET`.
struct OrderWindow: Sendable, Equatable {
    /// The 1-based page number.
    let page: Int
    /// The page size, 1 through ``OrderServiceIO/OrderPage/maximumPerPage``.
    let perPage: Int

    /// Validates a page request.
    ///
    /// - Throws: ``OrderServiceIO/OrderServiceError/invalidPaging(page:perPage:)`` when `page < 1` or `perPage` is
    ///   outside `1...OrderPage.maximumPerPage`.
    init(page: Int, perPage: Int) throws(OrderServiceError) {
        guard page >= 1, (1...OrderPage.maximumPerPage).contains(perPage) else {
            throw .invalidPaging(page: page, perPage: perPage)
        }
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

    /// The page of `items` out of `total` matching orders.
    func page(_ items: [OrderSummary], total: Int) -> OrderPage {
        OrderPage(items: items, page: page, perPage: perPage, total: total)
    }
}
