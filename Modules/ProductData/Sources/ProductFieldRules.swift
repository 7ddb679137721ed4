import ProductDataIO

/// The checks of the fields staff write, shared by creating and editing: each answers the value to store or throws
/// the ``ProductDataIO/ProductDataError`` that names the field.
enum ProductFieldRules {
    /// A name without surrounding white space, 1 to ``ProductDraft/maximumNameLength`` characters.
    static func name(_ name: String) throws(ProductDataError) -> String {
        let value = trimmed(name)
        guard !value.isEmpty, value.count <= ProductDraft.maximumNameLength else { throw .invalidName }
        return value
    }

    /// A description of at most ``ProductDraft/maximumDescriptionLength`` characters, stored as given.
    static func description(_ description: String) throws(ProductDataError) -> String {
        guard description.count <= ProductDraft.maximumDescriptionLength else { throw .invalidDescription }
        return description
    }

    /// A price within ``ProductDraft/priceRange``.
    static func price(_ cents: Int) throws(ProductDataError) -> Int {
        guard ProductDraft.priceRange.contains(cents) else { throw .invalidPrice(cents) }
        return cents
    }

    /// An opening stock, 0 to ``ProductDraft/maximumStock``.
    static func stock(_ stock: Int) throws(ProductDataError) -> Int {
        guard (0...ProductDraft.maximumStock).contains(stock) else { throw .invalidStock(stock) }
        return stock
    }

    /// A SKU: 1 to ``ProductDraft/maximumSKULength`` ASCII letters, digits, `-`, `_` or `.`.
    static func sku(_ sku: String) throws(ProductDataError) -> String {
        guard (1...ProductDraft.maximumSKULength).contains(sku.utf8.count),
            sku.utf8.allSatisfy({ byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x2D || byte == 0x5F || byte == 0x2E
            })
        else { throw .invalidSKU(sku) }
        return sku
    }

    /// A stock change: not 0, at most ``StockAdjustment/maximumDelta`` either way.
    static func delta(_ delta: Int) throws(ProductDataError) -> Int {
        guard delta != 0, delta.magnitude <= StockAdjustment.maximumDelta else { throw .invalidDelta(delta) }
        return delta
    }

    /// A reason without surrounding white space, 1 to ``StockAdjustment/maximumReasonLength`` characters.
    static func reason(_ reason: String) throws(ProductDataError) -> String {
        let value = trimmed(reason)
        guard !value.isEmpty, value.count <= StockAdjustment.maximumReasonLength else { throw .invalidReason }
        return value
    }

    /// A SKU the catalog makes up for a product created without one: `SKU-` and 10 random letters and digits
    /// (36^10 ≈ 3.7 × 10^15 values, so a clash is retried, not expected).
    static func generatedSKU() -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return "SKU-" + String((0..<10).map { _ in alphabet[Int.random(in: 0..<alphabet.count)] })
    }

    /// `text` without leading and trailing white space and line breaks.
    private static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
