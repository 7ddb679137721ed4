import BenchSupport
import BoardyModulePlugin

extension DataWorkload {
    /// The board side of a 4-task row: one task per element of `perWorker`, each running ``runWorker(_:graphs:)``
    /// on its inputs with a graph of its own from `graphs`, all at once on `executor`, enqueued together
    /// (``DedicatedThreadsExecutor/perCore`` by default; the SQLite rows pass ``DedicatedThreadsExecutor/pinnedPerCore``).
    ///
    /// The tasks prefer those dedicated threads (one per core, what `shop-server`'s request tasks get from the
    /// cooperative pool) because the harness blocks one of the pool's threads for the whole measurement
    /// (ordo-one/benchmark's `Benchmark.runAsync` waits on a semaphore), which would leave the workers one thread.
    ///
    /// - Returns: Every worker's failures.
    public nonisolated static func runWorkers(
        _ perWorker: [[DataInput]], graphs: WorkerGraphs, on executor: DedicatedThreadsExecutor = .perCore
    ) async -> [String] {
        await withTaskGroup(of: [String].self) { group in
            // Started together, as the raw side's threads are (see `DedicatedThreadsExecutor`).
            executor.enqueueTogether {
                for inputs in perWorker {
                    group.addTask(executorPreference: executor) {
                        await runWorker(inputs, graphs: graphs)
                    }
                }
            }
            var failures: [String] = []
            for await workerFailures in group {
                failures += workerFailures
            }
            return failures
        }
    }
}
