import BenchSupport
import Benchmark
import Foundation

/// The scale tests: a 1,000,000-product catalog seeded through the application's seeder, then latency percentiles
/// of single operations on it, through the boards and, alternating, through raw C.
@MainActor
public enum ScaleScenarios {
    /// Products in the scale database (`BOARDY_BENCH_SCALE_PRODUCTS` overrides it for quick trial runs).
    public static let products =
        ProcessInfo.processInfo.environment["BOARDY_BENCH_SCALE_PRODUCTS"]
        .flatMap { Int($0) } ?? 1_000_000

    /// The scale database's path.
    public static var path: String { benchmarkDataDirectory() + "/shop-scale-\(products).sqlite" }

    /// Seeds a fresh scale database and writes the seed rows: time, peak memory, size.
    public static func seed(_ benchmark: Benchmark?) throws {
        let residentBefore = Memory.peakResidentBytes()
        let fixture = try ShopFixture(path: path, products: products, users: 16, fresh: true, unlimitedStock: false)
        let seconds = fixture.seedSeconds ?? 0
        let peak = Memory.peakResidentBytes()
        let size = fixture.checkpointedSize()
        benchmark?.measurement(.custom("seed ms", useScalingFactor: false), Int(seconds * 1000))
        benchmark?.measurement(.custom("peak RSS MiB", useScalingFactor: false), peak >> 20)
        benchmark?.measurement(.custom("database MiB", useScalingFactor: false), size >> 20)
        let count = "\(products.formatted()) products"
        ResultLog.append(
            BenchRecord(
                suite: "scale", name: "Seed \(count) (ShopApplication.makeSeeder)", subject: seconds, unit: "s",
                target: "< 20 s", met: seconds < 20,
                note: "one write transaction, FTS triggers dropped during the load, one 'rebuild'; 16 users"
            ))
        ResultLog.append(
            BenchRecord(
                suite: "scale", name: "Peak memory while seeding \(count)", subject: Double(peak) / 1_048_576,
                unit: "MiB", note: "getrusage ru_maxrss of the benchmark process (\(residentBefore >> 20) MiB before)"
            ))
        ResultLog.append(
            BenchRecord(
                suite: "scale", name: "Database size, \(count)", subject: Double(size) / 1_048_576, unit: "MiB",
                note: "file + WAL after a TRUNCATE checkpoint"
            ))
    }

    /// Opens the scale database (seeding it first if an earlier run did not leave it).
    public static func openWorkload() -> DataWorkload {
        do {
            let fixture = try ShopFixture(
                path: path, products: products, users: 16, fresh: false, unlimitedStock: false)
            return DataWorkload(fixture: fixture)
        } catch {
            fatalError("cannot open the scale database at \(path): \(error)")
        }
    }
}

/// Latency of single operations at scale, boards and raw C alternating operation by operation.
@MainActor
public final class ScaleLatency {
    let workload: DataWorkload
    let operation: DataOperation
    let samplesPerRound: Int
    /// Board-side latencies, ns.
    public private(set) var boards = Samples()
    /// Raw-side latencies, ns.
    public private(set) var raw = Samples()
    private var random = BenchRandom(seed: 11)
    private var round = 0

    /// Measures `operation` on `workload`, `samplesPerRound` per side per round.
    public init(workload: DataWorkload, operation: DataOperation, samplesPerRound: Int) {
        self.workload = workload
        self.operation = operation
        self.samplesPerRound = samplesPerRound
    }

    /// One round; the first round is a warm-up (it fills the page caches) and is not kept.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        var roundBoards = Samples()
        var roundRaw = Samples()
        for index in 0..<samplesPerRound {
            var rawRandom = random
            let boardInput = workload.input(operation, random: &random, user: 0)
            let rawInput = workload.input(operation, random: &rawRandom, user: 0)
            if (index + round) % 2 == 0 {
                roundBoards.add(await timeBoards(boardInput))
                roundRaw.add(timeRaw(rawInput))
            } else {
                roundRaw.add(timeRaw(rawInput))
                roundBoards.add(await timeBoards(boardInput))
            }
        }
        guard round > 1 else { return }
        boards.add(contentsOf: roundBoards)
        raw.add(contentsOf: roundRaw)
        benchmark?.measurement(Comparison.subjectMetric, Int(roundBoards.median))
        benchmark?.measurement(Comparison.baselineMetric, Int(roundRaw.median))
    }

    /// Writes the p50 and p99 rows; `p99Target` is the limit in milliseconds.
    public func finish(name: String, p99Target: Double?) {
        guard boards.count > 0 else { return }
        let p99 = boards.percentile(99) / 1e6
        let failures = workload.failures
        ResultLog.append(
            BenchRecord(
                suite: "scale", name: "\(name): p99 through the boards", subject: p99,
                baseline: raw.percentile(99) / 1e6, unit: "ms", ratio: nil,
                target: p99Target.map { "< \(formatted($0)) ms" } ?? "", met: p99Target.map { p99 < $0 },
                note: "p50 \(formatted(boards.median / 1e6)) ms (raw C \(formatted(raw.median / 1e6)) ms); "
                    + "\(boards.count) samples"
                    + (failures.isEmpty ? "" : "; \(failures.count) failures: \(failures[0])")
            ))
    }

    private func timeBoards(_ input: DataInput) async -> Double {
        let began = monotonicNanoseconds()
        await workload.runBoards(input)
        return Double(monotonicNanoseconds() - began)
    }

    private func timeRaw(_ input: DataInput) -> Double {
        let began = monotonicNanoseconds()
        workload.runRaw(input)
        return Double(monotonicNanoseconds() - began)
    }
}
