import ProductDataIO

/// ProductData's staff changes, written once for every database: every field is checked before any SQL runs, and
/// each change runs in one write transaction that locks the product first (``ProductWriter/lockProduct(id:)``), so
/// concurrent changes of one product run one after another and a stock change and its ledger row commit together.
extension ProductCatalog {
    /// How many made-up SKUs a creation tries before it gives up (each clash is a 1 in 3.7 × 10^15 event).
    static var skuAttempts: Int { 5 }

    /// Creates a product; its opening stock, if any, is an `opening` ledger row of the staff user.
    ///
    /// Fails with the field's error (``ProductDataError/invalidName`` …), ``ProductDataError/unknownCategory(_:)``
    /// or ``ProductDataError/skuTaken(_:)``.
    func create(_ draft: ProductDraft) async throws -> Result<Product, ProductDataError> {
        let fields: (name: String, description: String, price: Int, stock: Int, sku: String?)
        do throws(ProductDataError) {
            fields = (
                try ProductFieldRules.name(draft.name), try ProductFieldRules.description(draft.description),
                try ProductFieldRules.price(draft.priceCents), try ProductFieldRules.stock(draft.stock),
                try draft.sku.map(ProductFieldRules.sku)
            )
        } catch {
            return .failure(error)
        }
        return try await store.outcome {
            try await store.write { writer in
                guard let categoryID = try await writer.categoryID(slug: draft.categorySlug) else {
                    throw ProductDataError.unknownCategory(draft.categorySlug)
                }
                let candidates =
                    fields.sku.map { [$0] } ?? (0..<Self.skuAttempts).map { _ in ProductFieldRules.generatedSKU() }
                var inserted: Int64?
                for sku in candidates {
                    inserted = try await writer.insertProduct(
                        sku: sku, name: fields.name, description: fields.description, categoryID: categoryID,
                        priceCents: fields.price, stock: fields.stock)
                    if inserted != nil { break }
                }
                guard let id = inserted else { throw ProductDataError.skuTaken(candidates.last ?? "") }
                if fields.stock > 0 {
                    try await writer.appendLedger(
                        productID: id, delta: fields.stock, reason: "opening", userID: draft.staffUserID)
                }
                try await Self.indexUnindexed(id, writer)
                return try await Self.written(id, writer)
            }
        }
    }

    /// Changes the fields `edit` gives; search finds the new name and description as soon as this commits.
    ///
    /// Fails with ``ProductDataError/emptyEdit``, the field's error, ``ProductDataError/productNotFound(_:)`` or
    /// ``ProductDataError/unknownCategory(_:)``.
    func edit(_ edit: ProductEdit) async throws -> Result<Product, ProductDataError> {
        guard !edit.isEmpty else { return .failure(.emptyEdit) }
        let fields: (name: String?, description: String?, price: Int?)
        do throws(ProductDataError) {
            fields = (
                try edit.name.map(ProductFieldRules.name), try edit.description.map(ProductFieldRules.description),
                try edit.priceCents.map(ProductFieldRules.price)
            )
        } catch {
            return .failure(error)
        }
        guard edit.productID > 0 else { return .failure(.productNotFound(edit.productID)) }
        return try await store.outcome {
            try await store.write { writer in
                guard try await writer.lockProduct(id: edit.productID) != nil else {
                    throw ProductDataError.productNotFound(edit.productID)
                }
                var categoryID: Int64?
                if let slug = edit.categorySlug {
                    guard let id = try await writer.categoryID(slug: slug) else {
                        throw ProductDataError.unknownCategory(slug)
                    }
                    categoryID = id
                }
                try await writer.updateProduct(
                    id: edit.productID, name: fields.name, description: fields.description, categoryID: categoryID,
                    priceCents: fields.price)
                // A changed name, description or category left the product without terms: index it again now.
                try await Self.indexUnindexed(edit.productID, writer)
                return try await Self.written(edit.productID, writer)
            }
        }
    }

    /// Changes the stock by `adjustment.delta` and appends the ledger row with the reason and the staff user.
    ///
    /// Fails with ``ProductDataError/invalidDelta(_:)``, ``ProductDataError/invalidReason``,
    /// ``ProductDataError/productNotFound(_:)`` or ``ProductDataError/insufficientStock(productID:stock:delta:)``.
    func adjustStock(_ adjustment: StockAdjustment) async throws -> Result<Product, ProductDataError> {
        let (id, delta, reason): (Int64, Int, String)
        do throws(ProductDataError) {
            (id, delta, reason) = (
                adjustment.productID, try ProductFieldRules.delta(adjustment.delta),
                try ProductFieldRules.reason(adjustment.reason)
            )
        } catch {
            return .failure(error)
        }
        guard id > 0 else { return .failure(.productNotFound(id)) }
        return try await store.outcome {
            try await store.write { writer in
                guard let stock = try await writer.lockProduct(id: id) else {
                    throw ProductDataError.productNotFound(id)
                }
                let newStock = stock + delta
                guard newStock >= 0 else {
                    throw ProductDataError.insufficientStock(productID: id, stock: stock, delta: delta)
                }
                guard newStock <= ProductDraft.maximumStock else { throw ProductDataError.invalidDelta(delta) }
                try await writer.setStock(id: id, stock: newStock)
                try await writer.appendLedger(
                    productID: id, delta: delta, reason: reason, userID: adjustment.staffUserID)
                return try await Self.written(id, writer)
            }
        }
    }

    /// Archives the product: from the commit on, no read finds it (by id, pages, categories' counts, search, carts).
    /// Answers the product as it was. Fails with ``ProductDataError/productNotFound(_:)`` (archived ones included).
    func archive(id: Int64) async throws -> Result<Product, ProductDataError> {
        guard id > 0 else { return .failure(.productNotFound(id)) }
        return try await store.outcome {
            try await store.write { writer in
                guard try await writer.lockProduct(id: id) != nil else { throw ProductDataError.productNotFound(id) }
                let product = try await Self.written(id, writer)
                try await writer.archive(id: id)
                return product
            }
        }
    }

    /// The live product `id` after a change in this transaction.
    private static func written(_ id: Int64, _ writer: Store.Writer) async throws -> Product {
        guard let product = try await writer.product(id: id) else { throw ProductDataError.productNotFound(id) }
        return product
    }
}
