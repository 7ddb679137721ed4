import ProductDataIO

/// Generates a deterministic demo catalog: categories, then products with realistic names, prices and stock.
///
/// The same seed always yields the same catalog. Products are generated one at a time, so a million of them
/// never sit in memory together.
public struct CatalogGenerator: Sendable {
    /// A category to insert.
    public struct CategoryRecord: Sendable, Equatable {
        /// The URL-friendly identifier.
        public let slug: String
        /// The display name.
        public let name: String
    }

    /// A product to insert.
    public struct ProductRecord: Sendable, Equatable {
        /// The stock-keeping unit, unique (it embeds the product's index).
        public let sku: String
        /// The display name.
        public let name: String
        /// The description.
        public let description: String
        /// The index of the category in ``categories``.
        public let categoryIndex: Int
        /// The price in cents.
        public let priceCents: Int
        /// Units in stock.
        public let stock: Int
        /// The terms search indexes the product under (name, category name and SKU; description), made by
        /// ProductDataIO's analysis as ProductData's own writer makes them.
        public let searchTerms: ProductSearchTerms
    }

    /// The categories, in insertion order.
    public let categories: [CategoryRecord] = CatalogVocabulary.categories.map {
        CategoryRecord(slug: $0.slug, name: $0.name)
    }

    private var random: SeededRandom

    /// Creates a generator for `seed`.
    public init(seed: UInt64) {
        self.random = SeededRandom(seed: seed)
    }

    /// The next product; `index` (0-based) makes its SKU unique.
    public mutating func nextProduct(index: Int) -> ProductRecord {
        let categoryIndex = random.int(in: 0...(CatalogVocabulary.categories.count - 1))
        let spec = CatalogVocabulary.categories[categoryIndex]
        let brand = random.pick(CatalogVocabulary.brands)
        let adjective = random.pick(CatalogVocabulary.adjectives)
        let noun = random.pick(spec.nouns)
        let model = "\(Character(Unicode.Scalar(UInt8(65 + random.int(in: 0...25)))))\(random.int(in: 1...99))"
        let name = "\(brand) \(adjective) \(noun) \(model)"
        let featureA = random.pick(spec.features)
        var featureB = random.pick(spec.features)
        if featureB == featureA {
            featureB = spec.features[(spec.features.firstIndex(of: featureA)! + 1) % spec.features.count]
        }
        let color = random.pick(CatalogVocabulary.colors)
        let use = random.pick(CatalogVocabulary.uses)
        let article = "aeiou".contains(adjective.lowercased().first ?? "x") ? "An" : "A"
        let description =
            "\(article) \(adjective.lowercased()) \(noun.lowercased()) in \(color) with \(featureA) and "
            + "\(featureB). Made by \(brand) for \(use)."
        let rawPrice = random.int(in: spec.priceRange)
        let priceCents = (rawPrice / 100) * 100 + (random.chance(0.5) ? 99 : 49)
        let stock = random.chance(0.05) ? 0 : random.int(in: 1...250)
        let sku = "\(spec.slug.prefix(3).uppercased())-\(String(index + 1).leftPadded(to: 7))"
        let searchTerms = ProductSearchTerms(name: name, categoryName: spec.name, sku: sku, description: description)
        return ProductRecord(
            sku: sku, name: name, description: description, categoryIndex: categoryIndex,
            priceCents: priceCents, stock: stock, searchTerms: searchTerms
        )
    }
}

extension String {
    /// The string padded on the left with zeros to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
