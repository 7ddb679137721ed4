/// Hints shared by several module errors.
enum OperationHint {
    static let findProducts = "Use 'products' or 'search <words>' to find product ids."
    static let database = "Check that the database file is intact and writable, then try again."
    static let databaseUnavailable = "The database is unreachable or too slow to answer; try again shortly."
    static let links =
        "Links look like shop://product/42, shop://category/books, shop://search?q=lamp, "
        + "shop://cart, shop://orders and shop://order/7."
}
