import ProductDataIO

/// Search terms made in Swift (``ProductDataIO/ProductSearchTerms``) for the products that have none.
///
/// A product has no terms when it was written before the terms existed (a database migrated from an older schema),
/// by SQL that knows nothing of them, or when a field they come from changed (the schema's trigger forgets them).
/// ProductData fills them in: a staff change indexes its product in its own transaction, and a search first indexes
/// every product still without terms, in batches of ``indexBatchSize``, each in its own write transaction. Indexing
/// is idempotent (a product's terms depend only on its fields), so concurrent searches may race to do it.
extension ProductCatalog {
    /// How many products one write transaction indexes.
    static var indexBatchSize: Int { 1000 }

    /// Indexes the live products without terms (the product `id` only, when given; at most one batch), in
    /// `writer`'s transaction; answers how many it indexed.
    @discardableResult
    static func indexUnindexed(_ id: Int64?, _ writer: Store.Writer) async throws -> Int {
        let sources = try await writer.unindexedProducts(id: id, limit: indexBatchSize)
        var vocabulary: Set<String> = []
        for source in sources {
            let terms = source.terms
            try await writer.setSearchTerms(id: source.id, terms: terms)
            vocabulary.formUnion(terms.vocabulary)
        }
        if !vocabulary.isEmpty { try await writer.addVocabulary(vocabulary.sorted()) }
        return sources.count
    }

    /// Indexes every live product without terms, one batch per write transaction.
    func indexUnindexedProducts() async throws {
        while try await store.write({ writer in try await Self.indexUnindexed(nil, writer) }) == Self.indexBatchSize {}
    }
}
