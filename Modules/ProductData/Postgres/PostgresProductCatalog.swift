import DataFailure
import PostgresNIO
import PostgresStore
import ProductDataIO

/// ProductData's PostgreSQL boundary: every query the boards run, on the shared connection pool.
///
/// Each method borrows one pooled connection (``PostgresStore/PostgresDatabase/withConnection(_:)``) in the caller's
/// isolation: the target builds with `NonisolatedNonsendingByDefault`, so that is the board graph's. Queries that must
/// agree (a count and its page) run in one `REPEATABLE READ` transaction, so they read one snapshot, as SQLite's
/// deferred read transaction does.
///
/// Domain failures come back as `.failure`; unexpected database errors become
/// ``ProductDataIO/ProductDataError/database(_:)`` with the ``DataFailure/DatabaseFailure`` kind of
/// ``PostgresStore/PostgresStoreError/failureKind``. The methods throw only `CancellationError`, when the calling task
/// is cancelled, so the board ends that activation as cancelled.
struct PostgresProductCatalog: Sendable {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    /// One product by id; ids below 1 are never found and do not touch the database.
    func product(id: Int64) async throws -> Result<Product, ProductDataError> {
        guard id > 0 else { return .failure(.productNotFound(id)) }
        return try await read { connection, logger in
            for try await product in try await connection.execute(ProductStatements.ProductByID(id: id), logger: logger)
            {
                return .success(product)
            }
            return .failure(.productNotFound(id))
        }
    }

    /// Every category with its product count, ordered by name.
    func categories() async throws -> Result<[CategorySummary], ProductDataError> {
        try await read { connection, logger in
            var categories: [CategorySummary] = []
            let rows = try await connection.execute(ProductStatements.Categories(), logger: logger)
            for try await (slug, name, count) in rows {
                categories.append(CategorySummary(slug: slug, name: name, productCount: Int(count)))
            }
            return .success(categories)
        }
    }

    /// Runs `body` on a pooled connection (in a `REPEATABLE READ` transaction when `snapshot`) and maps unexpected
    /// errors to ``ProductDataError/database(_:)``.
    ///
    /// - Throws: `CancellationError` only.
    func read<Value: Sendable>(
        snapshot: Bool = false,
        _ body: (PostgresConnection, Logger) async throws -> Result<Value, ProductDataError>
    ) async throws -> Result<Value, ProductDataError> {
        let database = database
        let outcome = try await PostgresOutcome.capture(ProductDataError.database) {
            if snapshot {
                try await database.transaction(.repeatableRead) { try await body($0, database.logger) }
            } else {
                try await database.withConnection { try await body($0, database.logger) }
            }
        }
        // Moved out, not copied: `flatMap { $0 }` copies the inner result, retaining every string of its value.
        switch consume outcome {
        case let .success(result): return result
        case let .failure(failure): return .failure(failure)
        }
    }

    /// The single count a search query returns.
    static func count(_ query: PostgresQuery, on connection: PostgresConnection, logger: Logger) async throws -> Int {
        for try await count in try await connection.query(query, logger: logger).decode(Int64.self) {
            return Int(count)
        }
        return 0
    }

    /// The single count a prepared statement returns.
    static func count<Statement: PostgresPreparedStatement>(
        _ statement: Statement, on connection: PostgresConnection, logger: Logger
    ) async throws -> Int where Statement.Row == Int64 {
        for try await count in try await connection.execute(statement, logger: logger) {
            return Int(count)
        }
        return 0
    }
}
