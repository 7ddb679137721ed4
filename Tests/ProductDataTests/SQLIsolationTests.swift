import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ProductData
import ProductDataIO
import SQLiteStore
import ShopTestSupport
import Synchronization
import Testing

/// Where ProductData's SQL runs: in the board graph's isolation, in the task that awaits the activation.
@Suite("Where ProductData's SQL runs", .timeLimit(.minutes(10)))
struct SQLIsolationTests {
    /// Records, for each traced statement, whether it ran on the graph actor's queue.
    final class Placement: Sendable {
        let onOwner = Mutex<[Bool]>([])
    }

    @Test("a product read through the boards runs its SQL on the graph's actor: no thread hop")
    func productReadRunsOnGraphActor() async throws {
        let harness = try await ProductDataHarness()
        defer { Task { @MainActor in harness.remove() } }
        let category = try harness.database.insertCategory(slug: "tools", name: "Tools")
        let ids = try await harness.insertProducts(count: 1, categoryID: category, name: { "Hammer \($0)" })
        let owner = QueueActor(label: "product-graph")
        let placement = Placement()
        let queue = owner.executor
        let tracer = StatementTracer { _ in placement.onOwner.withLock { $0.append(queue.isCurrent) } }
        let traced = try DatabasePool.open(
            path: harness.database.path, configuration: .init(readerCount: 1, statementTracer: tracer))
        placement.onOwner.withLock { $0.removeAll() }  // the pool's own set-up ran here, in the test
        let name = try await owner.run { _ in
            let launcher = try PluginLauncher.with()
                .install(plugins: ProductDataModulePlugin.bundledPlugins(database: traced))
                .initialize()
            return try await launcher.mainboard.ioProduct().blockActivation.run(ids[0]).get().name
        }
        #expect(name == "Hammer 0")
        let placements = placement.onOwner.withLock { $0 }
        #expect(!placements.isEmpty)
        #expect(placements.allSatisfy { $0 }, "every statement ran on the graph actor's queue")
    }
}
