import PostgresNIO
import ProductDataIO

/// The columns every product-returning query selects, in order, and their decoding into a `Product`.
///
/// The queries alias the product table `p` and join its category as `c`.
enum ProductRow {
    /// The select list: id, sku, name, description, category slug, price in cents, stock.
    static let columns = "p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock"

    /// Decodes every row of `rows`.
    nonisolated(nonsending) static func products(_ rows: PostgresRowSequence) async throws -> [Product] {
        var products: [Product] = []
        for try await (id, sku, name, description, slug, price, stock) in rows.decode(
            (Int64, String, String, String, String, Int64, Int64).self)
        {
            products.append(
                Product(
                    id: id, sku: sku, name: name, description: description, categorySlug: slug,
                    priceCents: Int(price), stock: Int(stock)))
        }
        return products
    }
}
