import ShopSeeding
import ShopTestSupport

/// The demo catalog a fresh database gets (``ShopSeeding/SeedOptions/demo``: 240 products of seed 42), inserted by
/// plain SQL in the seeder's order, so search indexes it itself before its first search, as it would a database
/// migrated from before search terms.
enum DemoCatalog {
    /// Inserts the categories and products; answers every product's SKU by its category's slug.
    @discardableResult
    static func insert(into database: ContractDatabase) async throws -> [String: [String]] {
        var generator = CatalogGenerator(seed: SeedOptions.demo.seed)
        var categoryIDs: [Int64] = []
        for category in generator.categories {
            categoryIDs.append(try await database.insertCategory(slug: category.slug, name: category.name))
        }
        var skus: [String: [String]] = [:]
        for index in 0..<SeedOptions.demo.products {
            let product = generator.nextProduct(index: index)
            _ = try await database.insertProduct(
                sku: product.sku, name: product.name, description: product.description,
                categoryID: categoryIDs[product.categoryIndex], priceCents: product.priceCents, stock: product.stock)
            skus[generator.categories[product.categoryIndex].slug, default: []].append(product.sku)
        }
        return skus
    }
}
