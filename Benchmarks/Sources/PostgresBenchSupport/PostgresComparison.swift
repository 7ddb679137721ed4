import BenchSupport
import Benchmark
import BoardyModulePlugin
import ProductDataIO
import ShopBenchSupport

/// One PostgreSQL data row from one worker: units through the modules' boards (one graph on the main actor, as the
/// SQLite rows' `DataComparison`) beside the same statements through pgbench with one client, round by round,
/// alternating which side goes first, so the machine's drift hits both alike. Each round is one chunk of units per
/// side; the row compares the mean time per unit (pgbench's mean latency on its side).
@MainActor
public final class PostgresComparison {
    /// The operation compared.
    public let operation: DataOperation
    /// The measurements and the summary row.
    public let comparison: Comparison
    let shop: PostgresShop
    let launcher: PluginLauncher
    let pgbench: Pgbench
    let baseline: Pgbench.Run
    let inputs: PostgresInputs
    let chunk: Int
    private var random = BenchRandom(seed: 7)
    private var round = 0
    private var failures: [String] = []
    /// Product by id only: the same lookup without any board (the pool's `withConnection` and the module's prepared
    /// statement, awaited on the main actor), to separate the boards' cost from PostgresNIO's.
    private var floor = Samples()

    /// Units per round and side, so a round takes a few hundred milliseconds.
    static func chunk(_ operation: DataOperation) -> Int {
        switch operation {
        case .productByID: 2000
        case .categoryPage: 400
        case .search: 100
        case .addToCart: 200
        case .checkout: 60
        }
    }

    /// The row's name: the SQLite row's, with what a checkout unit holds.
    static func name(_ operation: DataOperation) -> String {
        operation == .checkout ? "checkout unit: 3 adds, then the checkout" : operation.rawValue
    }

    /// Compares `operation` on `shop`, building the board graph and the pgbench scripts.
    public init(shop: PostgresShop, scripts: PgbenchScripts, operation: DataOperation) throws {
        self.shop = shop
        self.operation = operation
        chunk = Self.chunk(operation)
        launcher = try shop.makeLauncher()
        pgbench = Pgbench(url: shop.url)
        baseline = try scripts.run(operation, concurrent: false, transactionsPerClient: chunk)
        inputs = PostgresInputs(shop: shop)
        comparison = Comparison(
            suite: "postgres", name: Self.name(operation), kind: .throughput(minimum: nil), warmupRounds: 2,
            baselineName: "pgbench")
    }

    /// One round: empties every cart (untimed), then ``chunk`` units on each side.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        await shop.clearCarts()
        let units = (0..<chunk).map { index in
            inputs.unit(operation, random: &random, user: shop.boardUsers[index % shop.boardUsers.count])
        }
        let (boards, pgbenchTime) = await AlternatingRound.time(
            round, pgbench: timePgbench, boards: { await timeBoards(units) })
        comparison.add(subject: boards, baseline: pgbenchTime, to: benchmark)
        if operation == .productByID {
            let ids = (0..<chunk / 4).map { _ in Int64(random.int(in: 1...Int(shop.maxProductID))) }
            let mean = await timeFloor(ids)
            if round > comparison.warmupRounds { floor.add(mean) }
        }
    }

    /// Writes the summary row.
    public func finish() {
        comparison.finish(
            unit: "ns/unit",
            note: "pgbench -M \(baseline.mode) -c 1 -j 1 -t \(chunk) per round, \(baseline.scripts.count) script(s)"
                + (failures.isEmpty ? "" : "; \(failures.count) board failures, first: \(failures[0])"))
        guard floor.count > 0 else { return }
        ResultLog.append(
            BenchRecord(
                suite: "postgres", name: "product by id without a board: pool + prepared statement (floor)",
                subject: floor.mean, baseline: comparison.baseline.mean, unit: "ns/op",
                ratio: comparison.baseline.mean / floor.mean, ratioKind: "floor ÷ pgbench throughput",
                note: "the boards take \(formatted(comparison.subject.mean / floor.mean))× this floor; "
                    + "\(floor.count) rounds of \(chunk / 4) lookups"
            ))
    }

    private func timeBoards(_ units: [[DataInput]]) async -> Double {
        let mainboard = launcher.mainboard
        var failed: [String] = []
        let began = monotonicNanoseconds()
        for unit in units {
            for input in unit {
                if let failure = await DataWorkload.runBoards(input, on: mainboard) { failed.append(failure) }
            }
        }
        let elapsed = Double(monotonicNanoseconds() - began)
        failures.append(contentsOf: failed.prefix(max(0, 20 - failures.count)))
        return elapsed / Double(units.count)
    }

    private func timeFloor(_ ids: [Int64]) async -> Double {
        let database = shop.database
        let logger = database.logger
        let began = monotonicNanoseconds()
        for id in ids {
            do {
                _ = try await database.withConnection { connection -> Product? in
                    for try await product in try await connection.execute(ProductByIDStatement(id: id), logger: logger)
                    {
                        return Optional(product)
                    }
                    return nil
                }
            } catch {
                fatalError("the floor's lookup of product \(id): \(error)")
            }
        }
        return Double(monotonicNanoseconds() - began) / Double(ids.count)
    }

    private func timePgbench() -> Double {
        do {
            return try pgbench.run(baseline).latencyMilliseconds * 1e6
        } catch {
            fatalError("\(error)")
        }
    }
}
