import PostgresNIO
import ProductDataIO

/// ProductData's product-by-id statement (`ProductStatements.ProductByID` in Modules/ProductData/Postgres), copied
/// for the floor row: the same SQL and binding, decoded into the same `Product`.
struct ProductByIDStatement: PostgresPreparedStatement {
    typealias Row = Product
    static let sql = """
        SELECT p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock
        FROM product AS p JOIN category AS c ON c.id = p.category_id WHERE p.id = $1 AND p.archived_at IS NULL
        """
    /// The product's id.
    let id: Int64

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(id)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Product {
        let (id, sku, name, description, slug, price, stock) = try row.decode(
            (Int64, String, String, String, String, Int64, Int64).self)
        return Product(
            id: id, sku: sku, name: name, description: description, categorySlug: slug, priceCents: Int(price),
            stock: Int(stock))
    }
}
