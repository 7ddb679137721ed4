import PostgresNIO
import ProductDataIO

/// The columns every product-returning query selects, in order, and their decoding into a `Product`.
enum ProductRow {
    /// The select list: id, sku, name, description, category slug, price in cents, stock.
    static let columns = "p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock"

    /// The tables the columns come from: product `p` joined to its category `c`.
    static let source = "product AS p JOIN category AS c ON c.id = p.category_id"

    /// Decodes one row of ``columns``.
    static func product(_ row: PostgresRow) throws -> Product {
        let (id, sku, name, description, slug, price, stock) = try row.decode(
            (Int64, String, String, String, String, Int64, Int64).self)
        return Product(
            id: id, sku: sku, name: name, description: description, categorySlug: slug, priceCents: Int(price),
            stock: Int(stock))
    }

    /// Decodes every row of `rows`.
    nonisolated(nonsending) static func products(_ rows: PostgresRowSequence) async throws -> [Product] {
        var products: [Product] = []
        for try await row in rows {
            products.append(try product(row))
        }
        return products
    }
}
