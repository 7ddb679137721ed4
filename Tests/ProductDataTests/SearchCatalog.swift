import ShopTestSupport

/// A small catalog for search tests. No word in it starts with "or", "and", "not" or "near", so a query that
/// FTS5 would read as an operator matches nothing once it is quoted as a word.
@MainActor
struct SearchCatalog {
    let laptop: Int64
    let mouse: Int64
    let desk: Int64
    let cafeTable: Int64
    let cafeChair: Int64
    let lantern: Int64
    let keyboard: Int64
    let metacharacters: Int64

    /// The number of products inserted.
    static let count = 8
    /// The name of the product whose name is an SQL injection attempt.
    static let metacharacterName = "'; DROP TABLE product; --"

    /// Inserts the catalog into `database`.
    init(_ database: TestDatabase) throws {
        let shop = try database.insertCategory(slug: "shop", name: "Shop")
        func insert(_ sku: String, _ name: String, _ description: String) throws -> Int64 {
            try database.insertProduct(
                sku: sku, name: name, description: description, categoryID: shop, priceCents: 1_000, stock: 1
            )
        }
        laptop = try insert("LT", "Laptop Pro 14", "A fast laptop with a backlit keyboard")
        mouse = try insert("MS", "Wireless Mouse", "Pairs with any laptop")
        desk = try insert("DK", "Standing Desk", "Oak top, electric motor")
        cafeTable = try insert("CT", "Cafe Table", "Round bistro table")
        cafeChair = try insert("CC", "Café Chair", "Bistro seating")
        lantern = try insert("LN", "東京 Lantern", "Paper lantern")
        keyboard = try insert("KB", "Wireless Keyboard", "Quiet keys")
        metacharacters = try insert("MC", Self.metacharacterName, "100% \"quoted\" text")
    }
}
