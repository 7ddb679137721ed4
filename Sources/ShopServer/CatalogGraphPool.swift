import ShopApp
import Synchronization

/// The idle ``CatalogGraph``s of a server: a catalog request borrows one and gives it back when it has answered.
///
/// Borrowing never waits: with none idle, a new graph is made, so as many catalog requests run at once as arrive,
/// each on its own actor. At most ``maximumIdle`` graphs are kept between requests; the rest are dropped.
final class CatalogGraphPool: Sendable {
    /// How many idle graphs are kept at most.
    let maximumIdle: Int
    private let backend: ShopBackend
    private let metrics: ShopMetrics
    private let idle = Mutex<[CatalogGraph]>([])

    /// Creates an empty pool.
    ///
    /// - Parameters:
    ///   - backend: The shop the graphs are built from.
    ///   - metrics: Where the graphs' IO calls are timed.
    ///   - maximumIdle: How many idle graphs are kept at most.
    init(backend: ShopBackend, metrics: ShopMetrics, maximumIdle: Int = 64) {
        self.backend = backend
        self.metrics = metrics
        self.maximumIdle = maximumIdle
    }

    /// Runs a catalog `Operation` on a borrowed graph.
    ///
    /// - Parameters:
    ///   - operation: The catalog operation.
    ///   - input: Its validated input.
    /// - Returns: The operation's output.
    /// - Throws: ``APIError``, as ``CatalogGraph/perform(_:_:)``.
    func perform<Operation: CatalogOperation>(_ operation: Operation.Type, _ input: Operation.Input)
        async throws(APIError) -> Operation.Output
    {
        let graph = idle.withLock { $0.popLast() } ?? CatalogGraph(backend: backend, metrics: metrics)
        defer {
            idle.withLock { graphs in
                if graphs.count < maximumIdle { graphs.append(graph) }
            }
        }
        return try await graph.perform(operation, input)
    }

    /// How many graphs are idle now.
    var idleCount: Int {
        idle.withLock { $0.count }
    }
}
