import ProductDataIO
import SQLiteStore

/// ProductData's SQL boundary: every query the boards run, read through the shared pool.
///
/// Each method does all its statements inside one `pool.read` (a reader connection, used on the calling thread: the
/// target builds with `NonisolatedNonsendingByDefault`, so that is the board graph's, with no hop), with the
/// statements cached per connection. Several statements that must agree (a count and its page) run in one deferred
/// transaction, so they read one snapshot.
///
/// Domain failures come back as `.failure`; unexpected ``SQLiteStore/SQLiteError``s become
/// ``ProductDataIO/ProductDataError/database(_:)``. The methods throw only `CancellationError`, when the calling
/// task is cancelled, so the board ends that activation as cancelled.
struct ProductCatalog: Sendable {
    /// The shared database.
    let pool: DatabasePool

    /// One product by id; ids below 1 are never found and do not touch the database.
    func product(id: Int64) async throws -> Result<Product, ProductDataError> {
        guard id > 0 else { return .failure(.productNotFound(id)) }
        return try await read { db in
            let product = try db.cachedStatement(ProductSQL.productByID).bind(id).fetchOne(Product.init(row:))
            return product.map(Result.success) ?? .failure(.productNotFound(id))
        }
    }

    /// Every category with its product count, ordered by name.
    func categories() async throws -> Result<[CategorySummary], ProductDataError> {
        try await read { db in
            let categories = try db.cachedStatement(ProductSQL.categories).fetchAll { row in
                CategorySummary(slug: row.string(at: 0), name: row.string(at: 1), productCount: row.int(at: 2))
            }
            return .success(categories)
        }
    }

    /// Runs `body` on a reader connection and maps unexpected errors to ``ProductDataError/database(_:)``.
    ///
    /// - Throws: `CancellationError` only.
    func read<Value: Sendable>(
        _ body: @Sendable (Connection) throws -> Result<Value, ProductDataError>
    ) async throws -> Result<Value, ProductDataError> {
        let outcome = try await DatabaseOutcome.capture(ProductDataError.database) { try await pool.read(body) }
        // Moved out, not copied: `flatMap { $0 }` copies the inner result, retaining every string of its value.
        switch consume outcome {
        case let .success(result): return result
        case let .failure(failure): return .failure(failure)
        }
    }
}
