import BoardyModulePlugin
import ShopApp
import ShopOperations
import Synchronization

/// The idle catalog graphs of a server: a catalog request borrows one, runs its operation in it in the request's
/// own task, and gives it back.
///
/// Building a graph costs tens of microseconds, more than a product lookup; the catalog routes are the busiest and
/// need no session, so they reuse graphs instead of building one each. A borrowed graph belongs to the borrowing task
/// alone: it leaves the pool as a `sending` value (a region no other task can reach) and returns the same way, so the
/// compiler proves that no two requests ever touch it at once, with no actor and no hop. Executors and their SQL run
/// inline in the request's task.
///
/// Only operations whose binding has ``ShopOperations/HTTPBinding/Access/catalog`` access ever run in these graphs:
/// that access declares that they read ProductData and never sign in or read the session, so no session can be in
/// one (routes that touch a session get a fresh ``RequestGraph``). Reusing a graph is what the
/// REPL does for its whole life; every board of an operation has completed when it returns. Borrowing never waits:
/// with none idle, a new graph is made. At most ``maximumIdle`` graphs are kept between requests.
final class CatalogGraphPool: Sendable {
    /// How many idle graphs are kept at most.
    let maximumIdle: Int
    private let backend: ShopBackend
    private let metrics: ShopMetrics
    private let idle = Mutex<[IdleGraph]>([])

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

    /// Runs a catalog `Operation` in a borrowed graph, in the calling task.
    ///
    /// - Parameters:
    ///   - operation: The operation; `binding` has ``ShopOperations/HTTPBinding/Access/catalog`` access.
    ///   - input: Its validated input.
    ///   - binding: The route's binding, which names the field an error blames.
    /// - Returns: The operation's output.
    /// - Throws: ``APIError``: the operation's error with its status, or 500 when a graph cannot be built.
    func perform<Operation: ShopOperation>(_ operation: Operation.Type, _ input: Operation.Input, binding: HTTPBinding)
        async throws(APIError) -> Operation.Output
    {
        precondition(binding.access == .catalog, "'\(Operation.definition.name)' is not a catalog operation")
        let launcher = try borrow()
        let context = OperationContext(mainboard: launcher.mainboard, callObserver: metrics.ioCallObserver)
        let outcome: Result<Operation.Output, OperationError>
        do {
            outcome = .success(try await Operation.perform(input, in: context, tracing: backend.configuration.tracing))
        } catch {
            outcome = .failure(error)
        }
        giveBack(launcher)
        return try outcome.mapError { APIError($0, binding: binding) }.get()
    }

    /// How many graphs are idle now.
    var idleCount: Int {
        idle.withLock { $0.count }
    }

    /// An idle graph, or a new one built in the caller's task.
    private func borrow() throws(APIError) -> sending PluginLauncher {
        if let idleGraph = idle.withLock({ $0.popLast() }) { return idleGraph.launcher }
        do {
            return try backend.makeLauncher(isolation: nil)
        } catch {
            throw .graphNotBuilt(error)
        }
    }

    /// Returns `launcher` to the idle graphs (or drops it when ``maximumIdle`` are idle).
    private func giveBack(_ launcher: sending PluginLauncher) {
        let returned = IdleGraph(launcher: launcher)
        idle.withLock { graphs in
            if graphs.count < maximumIdle { graphs.append(returned) }
        }
    }

    /// A graph while it waits in the pool.
    // Safety: made only from a `sending` launcher (no other reference) and read once, by the one task that pops it.
    private struct IdleGraph: @unchecked Sendable {
        let launcher: PluginLauncher
    }
}
