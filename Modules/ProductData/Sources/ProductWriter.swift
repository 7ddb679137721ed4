import ProductDataIO

/// The steps of one staff change of the catalog (``ProductStore/write(_:)``), inside its write transaction.
///
/// Every read here sees live products only (`archivedAt` unset), as every read path does. Timestamps are the
/// database's or the store's clock at the write.
protocol ProductWriter {
    /// The id of the category with `slug`, or `nil`.
    func categoryID(slug: String) async throws -> Int64?

    /// Holds the live product `id` until the transaction ends (other staff changes, checkouts and archiving wait)
    /// and answers its stock, or `nil` when no live product has the id.
    func lockProduct(id: Int64) async throws -> Int?

    /// The live product `id` as the transaction sees it, or `nil`.
    func product(id: Int64) async throws -> Product?

    /// Inserts a product; answers its id, or `nil` when another product (archived ones included) has the SKU.
    func insertProduct(
        sku: String, name: String, description: String, categoryID: Int64, priceCents: Int, stock: Int
    ) async throws -> Int64?

    /// Sets the given fields of the product `id` (a `nil` field keeps its value) and its `updatedAt`.
    func updateProduct(id: Int64, name: String?, description: String?, categoryID: Int64?, priceCents: Int?)
        async throws

    /// Sets the product's stock and its `updatedAt`.
    func setStock(id: Int64, stock: Int) async throws

    /// Sets the product's `archivedAt` (and `updatedAt`) to now.
    func archive(id: Int64) async throws

    /// Appends a stock ledger row: the product, the change, why, and the staff user who made it.
    func appendLedger(productID: Int64, delta: Int, reason: String, userID: Int64) async throws

    /// The live products without search terms, by id, at most `limit`; only the product `id` when it is given.
    func unindexedProducts(id: Int64?, limit: Int) async throws -> [SearchSource]

    /// Stores the search terms of the product `id`.
    func setSearchTerms(id: Int64, terms: ProductSearchTerms) async throws

    /// Adds `terms` to the search vocabulary (terms it holds already are left alone).
    func addVocabulary(_ terms: [String]) async throws
}

/// The fields of a product its search terms are made from (``ProductDataIO/ProductSearchTerms``).
struct SearchSource: Sendable, Equatable {
    /// The product's id.
    let id: Int64
    /// Its SKU.
    let sku: String
    /// Its name.
    let name: String
    /// Its description.
    let description: String
    /// Its category's name.
    let categoryName: String

    /// The product's search terms.
    var terms: ProductSearchTerms {
        ProductSearchTerms(name: name, categoryName: categoryName, sku: sku, description: description)
    }
}
