import BenchSupport
import Benchmark
import BoardyModulePlugin
import Foundation
import ShopApp

/// Data operations from 4 concurrent workers — throughput: through the boards, 4 tasks, each with a board graph of
/// its own from the shop's ``ShopBackend`` (``WorkerGraphs``: built in the worker's task in the first round and kept
/// between rounds, as `shop-server`'s catalog routes keep pooled graphs), awaiting the modules' boards in its own
/// isolation, so their SQL runs in parallel on the pool's connections; through raw C, 4 threads, each
/// with its own read-only connection and one shared writer connection behind a lock (the pool's design: one
/// serialised writer).
///
/// The board tasks prefer ``DedicatedThreadsExecutor/pinnedPerCore`` (one thread pinned to each core, the tasks
/// started together; see that type for why), not the cooperative pool:
/// the benchmark harness blocks one of the pool's threads while it waits for an async benchmark, which would leave
/// the 4 tasks one thread of this machine's two while raw C's threads use both cores. One thread per core is what
/// `shop-server`'s request tasks get from the cooperative pool. Each task still builds its graph and runs its
/// boards, executors and SQL inline on its thread; the executor only schedules the tasks.
///
/// A *unit* is a fixed sequence of operations: for the mix, a product by id, a category page, a search, three adds to
/// the worker's cart and a checkout of it; for one operation, that operation alone (a checkout unit also fills the
/// cart with three adds first). Each round runs ``unitsPerWorker`` units per worker on each side, alternating which
/// side goes first; the row compares units per second.
@MainActor
public final class ConcurrentMix {
    /// Concurrent workers per side.
    public static let workers = 4
    /// The operations of one unit of the mix, in order.
    static let mixUnit: [DataOperation] = [
        .productByID, .categoryPage, .search, .addToCart, .addToCart, .addToCart, .checkout,
    ]

    /// Units each worker runs per round.
    let unitsPerWorker: Int
    /// The operations of one unit, in order.
    let unit: [DataOperation]
    /// What a unit is, for the row's note.
    let unitDescription: String
    /// The measurements and the summary row.
    public let comparison: Comparison
    let workload: DataWorkload
    /// The board workers' graphs, kept between rounds.
    let graphs: WorkerGraphs
    let rawReaders: [RawConnection]
    let rawWriter: RawConnection
    let writerLock = NSLock()
    private var round = 0

    /// The mix of all five operations.
    public convenience init(workload: DataWorkload) {
        self.init(
            workload: workload, name: "mix of all five from 4 concurrent tasks", unit: Self.mixUnit,
            unitsPerWorker: 12, unitDescription: "a unit = 7 operations"
        )
    }

    /// One operation alone from 4 concurrent tasks.
    public convenience init(workload: DataWorkload, operation: DataOperation) {
        let (unit, units, description): ([DataOperation], Int, String) =
            switch operation {
            case .productByID: ([.productByID], 200, "a unit = 1 product by id")
            case .categoryPage: ([.categoryPage], 100, "a unit = 1 category page")
            case .search: ([.search], 30, "a unit = 1 search")
            case .addToCart: ([.addToCart], 60, "a unit = 1 add to cart")
            case .checkout: ([.addToCart, .addToCart, .addToCart, .checkout], 15, "a unit = 3 adds then the checkout")
            }
        self.init(
            workload: workload, name: "\(operation.rawValue), 4 concurrent tasks", unit: unit,
            unitsPerWorker: units, unitDescription: description
        )
    }

    /// Opens one raw reader per worker and the shared raw writer.
    init(
        workload: DataWorkload, name: String, unit: [DataOperation], unitsPerWorker: Int, unitDescription: String
    ) {
        self.workload = workload
        self.unit = unit
        self.unitsPerWorker = unitsPerWorker
        self.unitDescription = unitDescription
        let backend = workload.fixture.app.backend
        graphs = WorkerGraphs { try backend.makeLauncher() }
        comparison = Comparison(suite: "data", name: name, kind: .throughput(minimum: 0.8))
        rawReaders = (0..<Self.workers).map { _ in RawConnection(path: workload.fixture.path, readOnly: true) }
        rawWriter = RawConnection(path: workload.fixture.path)
    }

    /// One round: every worker's units on each side; records nanoseconds per unit.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        workload.clearCarts(workload.boardUsers + workload.rawUsers)
        let inputs = (0..<Self.workers).map { worker in
            (
                boards: mixInputs(for: workload.boardUsers[worker], seed: round * 10 + worker),
                raw: mixInputs(for: workload.rawUsers[worker], seed: round * 10 + worker)
            )
        }
        let boards: Double
        let raw: Double
        if round % 2 == 0 {
            boards = await timeBoards(inputs.map(\.boards))
            raw = timeRaw(inputs.map(\.raw))
        } else {
            raw = timeRaw(inputs.map(\.raw))
            boards = await timeBoards(inputs.map(\.boards))
        }
        let units = Double(Self.workers * unitsPerWorker)
        comparison.add(subject: boards / units, baseline: raw / units, to: benchmark)
    }

    /// Writes the summary row.
    public func finish() {
        let failures = workload.failures
        comparison.finish(
            unit: "ns/unit",
            note: unitDescription + (failures.isEmpty ? "" : "; \(failures.count) board failures: \(failures[0])")
        )
    }

    private func mixInputs(for user: Int64, seed: Int) -> [DataInput] {
        var random = BenchRandom(seed: UInt64(seed))
        var inputs: [DataInput] = []
        for _ in 0..<unitsPerWorker {
            for operation in unit {
                inputs.append(workload.input(operation, random: &random, user: user))
            }
        }
        return inputs
    }

    private func timeBoards(_ perWorker: [[DataInput]]) async -> Double {
        let began = monotonicNanoseconds()
        let failures = await DataWorkload.runWorkers(perWorker, graphs: graphs, on: .pinnedPerCore)
        let elapsed = Double(monotonicNanoseconds() - began)
        workload.record(failures)
        return elapsed
    }

    private func timeRaw(_ perWorker: [[DataInput]]) -> Double {
        let done = DispatchSemaphore(value: 0)
        let writer = LockedWriter(connection: rawWriter, lock: writerLock)
        var threads: [Thread] = []
        for (worker, inputs) in perWorker.enumerated() {
            let reader = rawReaders[worker]
            threads.append(
                Thread {
                    for input in inputs {
                        writer.run(input, reader: reader)
                    }
                    done.signal()
                })
        }
        let began = monotonicNanoseconds()
        for thread in threads { thread.start() }
        for _ in threads { done.wait() }
        return Double(monotonicNanoseconds() - began)
    }
}

/// The raw side's single writer connection, used by one worker at a time.
struct LockedWriter: @unchecked Sendable {
    // Safety: `connection` is only used while `lock` is held.
    let connection: RawConnection
    let lock: NSLock

    /// Runs a read on `reader` directly, or a write on the shared writer under the lock.
    func run(_ input: DataInput, reader: RawConnection) {
        switch input {
        case .addToCart, .checkout:
            lock.lock()
            DataWorkload.runRaw(input, reader: reader, writer: connection)
            lock.unlock()
        default:
            DataWorkload.runRaw(input, reader: reader, writer: connection)
        }
    }
}
