import BoardyModulePlugin
import Synchronization

/// The board graphs of a 4-task row's workers, kept from one round to the next.
///
/// A worker borrows a graph (one is built in the worker's own task when none is idle), runs its inputs in it and gives
/// it back, as `shop-server`'s catalog routes borrow graphs from their pool and the REPL keeps its one graph for its
/// life. Building a graph costs tens of microseconds; the board rows measure it, the data rows measure operations. A
/// borrowed graph leaves and returns as a `sending` value, so only the borrowing task can reach it.
public final class WorkerGraphs: Sendable {
    private let makeLauncher: @Sendable () throws -> PluginLauncher
    private let idle = Mutex<[IdleGraph]>([])

    /// An empty set of graphs, built with `makeLauncher` when a worker finds none idle.
    public init(makeLauncher: @escaping @Sendable () throws -> PluginLauncher) {
        self.makeLauncher = makeLauncher
    }

    /// An idle graph, or a new one built in the caller's task.
    func borrow() throws -> sending PluginLauncher {
        if let idleGraph = idle.withLock({ $0.popLast() }) { return idleGraph.launcher }
        return try makeLauncher()
    }

    /// Returns `launcher` to the idle graphs.
    func giveBack(_ launcher: sending PluginLauncher) {
        let returned = IdleGraph(launcher: launcher)
        idle.withLock { $0.append(returned) }
    }

    /// A graph while it waits between rounds.
    // Safety: made only from a `sending` launcher (no other reference) and read once, by the one task that pops it.
    private struct IdleGraph: @unchecked Sendable {
        let launcher: PluginLauncher
    }
}
