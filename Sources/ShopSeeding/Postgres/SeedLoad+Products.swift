import Foundation
import Logging
import NIOCore
import PostgresNIO
import ProductDataIO

extension SeedLoad {
    /// Streams `count` generated products into `product` with `COPY`, with the table's secondary indexes set aside
    /// and rebuilt afterwards (progress every 0.5%).
    func copyProducts(_ count: Int, categoryIDs: [Int64], generator: CatalogGenerator) async throws {
        progress(SeedProgress(.products, completed: 0, of: count))
        guard count > 0 else {
            progress(SeedProgress(.searchIndex, completed: 0, of: 1))
            progress(SeedProgress(.searchIndex, completed: 1, of: 1))
            return
        }
        let indexes = try await secondaryProductIndexes()
        for (name, _) in indexes {
            try await connection.query(PostgresQuery(unsafeSQL: "DROP INDEX \(quoted(name))"), logger: logger)
        }
        let step = max(1, count / 200)
        var generator = generator
        let progress = progress
        var vocabulary: Set<String> = []
        try await connection.copyFrom(
            table: "product",
            columns: [
                "sku", "name", "description", "category_id", "price_cents", "stock", "created_at", "updated_at",
                "search_primary", "search_secondary",
            ],
            logger: logger
        ) { writer in
            var buffer = ByteBuffer()
            buffer.reserveCapacity(1 << 20)
            for index in 0..<count {
                let product = generator.nextProduct(index: index)
                Self.appendRow(
                    [
                        product.sku, product.name, product.description,
                        String(categoryIDs[product.categoryIndex]), String(product.priceCents),
                        String(product.stock), PostgresSeeder.seededAt, PostgresSeeder.seededAt,
                        product.searchTerms.primary, product.searchTerms.secondary,
                    ], to: &buffer)
                vocabulary.formUnion(product.searchTerms.vocabulary)
                if buffer.readableBytes >= 1 << 20 {
                    try await writer.write(buffer)
                    buffer.clear()
                }
                if (index + 1) % step == 0, index + 1 < count {
                    progress(SeedProgress(.products, completed: index + 1, of: count))
                }
            }
            if buffer.readableBytes > 0 { try await writer.write(buffer) }
        }
        // The spellable search terms under their deletion-index keys: what a misspelt search word is corrected against.
        let keyRows = SearchTypoKeys.rows(for: vocabulary)
        try await connection.query(
            """
            INSERT INTO search_term_key (key, term)
            SELECT * FROM unnest(\(keyRows.map(\.key))::text[], \(keyRows.map(\.term))::text[])
            ON CONFLICT (key, term) DO NOTHING
            """,
            logger: logger)
        // Each product's stock opens its ledger, so the stock is the sum of its ledger from the start.
        try await connection.query(
            """
            INSERT INTO stock_ledger (product_id, delta, reason, created_at)
            SELECT id, stock, 'seed', \(PostgresSeeder.seededAt)::timestamptz FROM product WHERE stock > 0
            ORDER BY id
            """, logger: logger)
        progress(SeedProgress(.products, completed: count, of: count))
        progress(SeedProgress(.searchIndex, completed: 0, of: 1))
        for (_, definition) in indexes {
            try await connection.query(PostgresQuery(unsafeSQL: definition), logger: logger)
        }
        progress(SeedProgress(.searchIndex, completed: 1, of: 1))
    }

    /// The product table's indexes that no constraint owns (name, `CREATE INDEX` statement), by name.
    private func secondaryProductIndexes() async throws -> [(String, String)] {
        let rows = try await connection.query(
            """
            SELECT indexname, indexdef FROM pg_indexes
            WHERE schemaname = current_schema() AND tablename = 'product'
              AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'product'::regclass)
            ORDER BY indexname
            """, logger: logger)
        var indexes: [(String, String)] = []
        for try await (name, definition) in rows.decode((String, String).self) { indexes.append((name, definition)) }
        return indexes
    }

    private func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// One row of `COPY`'s text format: fields separated by tabs, with backslash, tab, newline and carriage return
    /// escaped.
    static func appendRow(_ fields: [String], to buffer: inout ByteBuffer) {
        for (index, field) in fields.enumerated() {
            if index > 0 { buffer.writeInteger(UInt8(ascii: "\t")) }
            if !field.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
                buffer.writeString(field)  // nothing to escape: the whole field at once
                continue
            }
            for byte in field.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
                case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
                case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
                case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
                default: buffer.writeInteger(byte)
                }
            }
        }
        buffer.writeInteger(UInt8(ascii: "\n"))
    }
}
