import BenchSupport
import Benchmark
import BoardyModulePlugin
import ShopBenchSupport

/// One PostgreSQL data row from 4 concurrent workers — throughput: through the boards, 4 tasks, each building its own
/// board graph from ``PostgresShop`` and awaiting the modules' boards in its own isolation (as the SQLite rows'
/// `ConcurrentMix`), on the shared pool; through pgbench, 4 clients on 2 threads (`-c 4 -j 2`). Each round runs
/// ``unitsPerWorker`` units per worker on each side, alternating which side goes first; the row compares the time
/// per unit (pgbench's: one second over its transactions per second).
///
/// As in `ConcurrentMix`, the board tasks prefer ``DedicatedThreadsExecutor/perCore`` (one thread per core, what
/// `shop-server`'s request tasks get from the cooperative pool), because the harness blocks one of the pool's threads
/// for the whole measurement.
@MainActor
public final class PostgresConcurrent {
    /// Concurrent workers (board tasks, pgbench clients).
    public nonisolated static let workers = 4

    /// The operation, or `nil` for the mix (a product by id, a category page, a search and the checkout unit).
    let operation: DataOperation?
    /// The measurements and the summary row.
    public let comparison: Comparison
    let shop: PostgresShop
    /// The board workers' graphs, kept between rounds.
    let graphs: WorkerGraphs
    let pgbench: Pgbench
    let baseline: Pgbench.Run
    let inputs: PostgresInputs
    let unitsPerWorker: Int
    private var round = 0
    private var failures: [String] = []

    /// Units each worker runs per round.
    static func unitsPerWorker(_ operation: DataOperation?) -> Int {
        switch operation {
        case .productByID: 1000
        case .categoryPage: 200
        case .search: 40
        case .addToCart: 100
        case .checkout: 30
        case nil: 12
        }
    }

    /// The row of `operation` (`nil`: the mix) on `shop`.
    public init(shop: PostgresShop, scripts: PgbenchScripts, operation: DataOperation?) throws {
        self.shop = shop
        graphs = WorkerGraphs { try shop.makeLauncher() }
        self.operation = operation
        let units = Self.unitsPerWorker(operation)
        unitsPerWorker = units
        pgbench = Pgbench(url: shop.url)
        baseline =
            try operation.map { try scripts.run($0, concurrent: true, transactionsPerClient: units) }
            ?? scripts.mixRun(transactionsPerClient: units)
        inputs = PostgresInputs(shop: shop)
        let name =
            operation.map { "\(PostgresComparison.name($0)), 4 concurrent tasks" } ?? "mix from 4 concurrent tasks"
        comparison = Comparison(
            suite: "postgres", name: name, kind: .throughput(minimum: nil), warmupRounds: 2, baselineName: "pgbench")
    }

    /// One round: empties every cart (untimed), then every worker's units on each side.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        await shop.clearCarts()
        let perWorker = (0..<Self.workers).map { worker in
            var random = BenchRandom(seed: UInt64(round * 10 + worker))
            let user = shop.boardUsers[worker]
            return (0..<unitsPerWorker).flatMap { _ in
                operation.map { inputs.unit($0, random: &random, user: user) }
                    ?? inputs.mixUnit(random: &random, user: user)
            }
        }
        let (boards, pgbenchTime) = await AlternatingRound.time(
            round, pgbench: timePgbench, boards: { await timeBoards(perWorker) })
        comparison.add(subject: boards, baseline: pgbenchTime, to: benchmark)
    }

    /// Writes the summary row.
    public func finish() {
        comparison.finish(
            unit: "ns/unit",
            note: "pgbench -M \(baseline.mode) -c 4 -j 2 -t \(unitsPerWorker) per round, "
                + "\(baseline.scripts.count) script(s)"
                + (failures.isEmpty ? "" : "; \(failures.count) board failures, first: \(failures[0])"))
    }

    private func timeBoards(_ perWorker: [[DataInput]]) async -> Double {
        let began = monotonicNanoseconds()
        let failed = await DataWorkload.runWorkers(perWorker, graphs: graphs)
        let elapsed = Double(monotonicNanoseconds() - began)
        failures.append(contentsOf: failed.prefix(max(0, 20 - failures.count)))
        return elapsed / Double(Self.workers * unitsPerWorker)
    }

    private func timePgbench() -> Double {
        do {
            return 1e9 / (try pgbench.run(baseline).transactionsPerSecond)
        } catch {
            fatalError("\(error)")
        }
    }
}
