import ProductDataIO

/// What ProductData reads from a database: the store protocol behind which each backend keeps its SQL, row mapping,
/// transactions and prepared statements (``SQLiteProductStore``, ``PostgresProductStore``).
///
/// The rules — which ids exist, paging, search tokenizing and ranking tiers, which failure means what — are written
/// once, in ``ProductCatalog``, against this protocol. The catalog is generic over the store, and the plugin creates it
/// with a concrete store, so every call below is specialised: no existential, no witness-table dispatch on the hot
/// path (docs/adr/0003-one-module-two-stores.md).
///
/// Methods run in the caller's isolation (the board graph's; the target builds with
/// `NonisolatedNonsendingByDefault`) and throw the backend's own errors, which ``outcome(_:)`` turns into
/// ``ProductDataIO/ProductDataError/database(_:)``; a ``ProductDataIO/ProductDataError`` thrown by the work is its
/// domain failure.
protocol ProductStore: Sendable {
    /// The queries that must agree with each other (a count and its page), inside one read snapshot.
    associatedtype Snapshot: ProductSnapshot
    /// The steps of one staff change, inside its write transaction.
    associatedtype Writer: ProductWriter

    /// The product with `id`, or `nil`.
    func product(id: Int64) async throws -> Product?

    /// Every category with its product count, ordered by name, then id.
    func categories() async throws -> [CategorySummary]

    /// Runs `body` in one read transaction, so every query in it reads the same snapshot.
    func read<Value: Sendable>(_ body: nonisolated(nonsending) (Snapshot) async throws -> Value) async throws -> Value

    /// Runs `body` in one write transaction: committed when it returns, rolled back when it throws.
    func write<Value: Sendable>(_ body: nonisolated(nonsending) (Writer) async throws -> Value) async throws -> Value

    /// Runs `work`: its value as `.success`, a ``ProductDataIO/ProductDataError`` it throws as `.failure`, any other
    /// error of the backend as `.failure(.database(_:))`.
    ///
    /// - Throws: `CancellationError` only, when the calling task was cancelled.
    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, ProductDataError>
}

/// The queries of one read snapshot (``ProductStore/read(_:)``).
protocol ProductSnapshot {
    /// The id of the category with `slug`, or `nil`.
    func categoryID(slug: String) async throws -> Int64?

    /// The number of products in the category `categoryID`, or in the whole catalog for `nil`.
    func productCount(categoryID: Int64?) async throws -> Int

    /// The products of `window`, in the category `categoryID` (the whole catalog for `nil`), sorted by `sort`, then
    /// id.
    func products(categoryID: Int64?, sort: ProductSort, window: PageWindow) async throws -> [Product]

    /// Whether some live product has no search terms yet (see ``ProductCatalog/indexUnindexedProducts()``).
    func hasUnindexedProducts() async throws -> Bool

    /// The vocabulary terms stored under any of `keys` in the deletion index (``ProductDataIO/SearchTypoKeys``).
    func typoTerms(keys: [String]) async throws -> Set<String>

    /// The exact number of live products that `match` matches.
    func searchCount(_ match: SearchMatch) async throws -> Int

    /// One ranking tier of the matches in recency order (id descending): `limit` matches after the `offset` newest,
    /// each scored by ``SearchRanking/Scorer`` from its stored terms as the row is read.
    func searchTier(_ match: SearchMatch, limit: Int, offset: Int) async throws -> [SearchRanking.Scored]

    /// The live products among `ids`, in any order.
    func products(ids: [Int64]) async throws -> [Product]
}
