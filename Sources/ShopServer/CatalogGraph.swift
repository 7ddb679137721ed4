import Boardy
import BoardyModulePlugin
import ShopApp
import ShopOperations

/// The actor a board graph for the public catalog lives on, reused request after request.
///
/// Building a graph costs tens of microseconds, more than a product lookup; the catalog routes are the busiest and
/// need no session, so they borrow one of these from the ``CatalogGraphPool`` instead of building a fresh graph. The
/// graph is built on first use, in this actor's isolation, and is only ever given ``CatalogOperation``s: it never
/// holds a session (routes that sign in or need a user get a fresh ``RequestGraph``). Reusing a graph is what the
/// REPL does for its whole life; every board of an operation has completed when ``perform(_:_:)`` returns.
actor CatalogGraph {
    private let backend: ShopBackend
    private let metrics: ShopMetrics
    private var launcher: PluginLauncher?

    /// Creates the actor; its graph is built on first use.
    init(backend: ShopBackend, metrics: ShopMetrics) {
        self.backend = backend
        self.metrics = metrics
    }

    /// Runs a catalog `Operation` with `input` in this actor's graph.
    ///
    /// - Parameters:
    ///   - operation: The catalog operation.
    ///   - input: Its validated input.
    /// - Returns: The operation's output.
    /// - Throws: ``APIError``: the operation's error with its status, or 500 when the graph cannot be built.
    func perform<Operation: CatalogOperation>(_ operation: Operation.Type, _ input: Operation.Input)
        async throws(APIError) -> Operation.Output
    {
        let mainboard = try graph().mainboard
        let metrics = metrics
        let context = OperationContext(
            mainboard: mainboard, callObserver: { board, duration in metrics.recordIOCall(board, duration: duration) })
        do {
            return try await Operation.perform(input, in: context)
        } catch {
            throw APIError(error)
        }
    }

    private func graph() throws(APIError) -> PluginLauncher {
        if let launcher { return launcher }
        do {
            let built = try backend.makeLauncher()
            launcher = built
            return built
        } catch {
            throw .internal("the shop's board graph could not be built: \(error.description)")
        }
    }
}
