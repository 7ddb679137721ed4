import ShopTestSupport

/// A small catalog for the search contract, the same on every backend. No word in it starts with "or", "and", "not"
/// or "near", so a query that a search syntax would read as an operator matches nothing once it is taken as a word.
struct ContractCatalog {
    let laptop: Int64
    let mouse: Int64
    let desk: Int64
    let cafeTable: Int64
    let cafeChair: Int64
    let lantern: Int64
    let keyboard: Int64
    let metacharacters: Int64

    /// The name of the product whose name is an SQL injection attempt.
    static let metacharacterName = "'; DROP TABLE product; --"

    /// Inserts the catalog into `database`.
    init(_ database: ContractDatabase) async throws {
        let shop = try await database.insertCategory(slug: "shop", name: "Shop")
        let rows = [
            ("LT", "Laptop Pro 14", "A fast laptop with a backlit keyboard"),
            ("MS", "Wireless Mouse", "Pairs with any laptop"),
            ("DK", "Standing Desk", "Oak top, electric motor"),
            ("CT", "Cafe Table", "Round bistro table"),
            ("CC", "Café Chair", "Bistro seating"),
            ("LN", "東京 Lantern", "Paper lantern"),
            ("KB", "Wireless Keyboard", "Quiet keys"),
            ("MC", Self.metacharacterName, "100% \"quoted\" text"),
        ]
        let ids = try await database.insertProducts(
            count: rows.count, categoryID: shop, sku: { rows[$0].0 }, name: { rows[$0].1 },
            description: { rows[$0].2 }, priceCents: { _ in 1_000 })
        (laptop, mouse, desk, cafeTable) = (ids[0], ids[1], ids[2], ids[3])
        (cafeChair, lantern, keyboard, metacharacters) = (ids[4], ids[5], ids[6], ids[7])
    }
}
