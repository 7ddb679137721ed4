import BenchSupport
import Benchmark
import Boardy

/// Benchmark 4: lazy production of 10,000 distinct boards that then complete, on motherboards that already hold
/// 100, 1,000 and 100,000 installed boards; time per board, and memory left after each round.
///
/// Each round churns every fixture (in rotating order) and the direct baseline once. Memory is read right around
/// the churns (heap bytes in use, and the census of live boards); after the warm-up rounds both must be back at
/// their starting level.
@MainActor
public final class ProductionBenchmark {
    static let churnCount = 10_000
    nonisolated static let residentCounts = [100, 1_000, 100_000]
    static let warmupRounds = 2

    let fixtures: [ProductionFixture]
    let direct = DirectProduction()
    let churnIDs: [BoardID]
    private var perBoard: [Int: Samples] = [:]
    private var baseline = Samples()
    private var retainedBytes = Samples()
    private var leftoverBoards = Samples()
    private var round = 0

    nonisolated static func metric(_ residents: Int) -> BenchmarkMetric {
        .custom("ns/board @\(residents) installed", useScalingFactor: false)
    }

    nonisolated static let baselineMetric = BenchmarkMetric.custom("baseline ns/board", useScalingFactor: false)
    nonisolated static let retainedMetric = BenchmarkMetric.custom("heap bytes retained", useScalingFactor: false)
    nonisolated static let leftoverMetric = BenchmarkMetric.custom("boards left alive", useScalingFactor: false)

    /// Every metric the benchmark reports.
    public nonisolated static var metrics: [BenchmarkMetric] {
        [.wallClock, .mallocFreeDelta, .memoryLeakedBytes, baselineMetric, retainedMetric, leftoverMetric]
            + residentCounts.map(metric)
    }

    /// Builds the three fixtures (installing their resident boards).
    public init() {
        let churnIDs = (0..<Self.churnCount).map { BoardID("churn.\($0)") }
        self.churnIDs = churnIDs
        fixtures = Self.residentCounts.map { ProductionFixture(residents: $0, churnIDs: churnIDs) }
    }

    /// One round over every fixture and the baseline.
    public func runRound(_ benchmark: Benchmark?) {
        round += 1
        let residents = fixtures.reduce(0) { $0 + $1.residentCount }
        var times: [Int: Double] = [:]
        let bytesBefore = Memory.heapBytesInUse()
        for offset in 0..<fixtures.count {
            let fixture = fixtures[(round + offset) % fixtures.count]
            times[fixture.residentCount] = fixture.churn()
        }
        let direct = direct.churn(churnIDs)
        let bytesAfter = Memory.heapBytesInUse()
        let leftover = ChurnBoard.live - residents
        guard round > Self.warmupRounds else { return }
        for (residents, time) in times {
            perBoard[residents, default: Samples()].add(time)
            benchmark?.measurement(Self.metric(residents), Int(time.rounded()))
        }
        baseline.add(direct)
        retainedBytes.add(Double(bytesAfter - bytesBefore))
        leftoverBoards.add(Double(leftover))
        benchmark?.measurement(Self.baselineMetric, Int(direct.rounded()))
        benchmark?.measurement(Self.retainedMetric, max(0, bytesAfter - bytesBefore))
        benchmark?.measurement(Self.leftoverMetric, leftover)
    }

    /// A one-line summary of the medians per size and the baseline.
    public var summary: String {
        Self.residentCounts.map { "@\($0): \(formatted(perBoard[$0]?.median ?? 0)) ns/board" }
            .joined(separator: ", ") + "; baseline \(formatted(baseline.median)) ns/board"
    }

    /// Writes the rows: cost per board at each size, flatness, and memory retained.
    public func finish() {
        guard baseline.count > 0 else { return }
        let census = fixtures[0].weakCensus()
        var medians: [Double] = []
        for residents in Self.residentCounts {
            let samples = perBoard[residents] ?? Samples()
            medians.append(samples.median)
            ResultLog.append(
                BenchRecord(
                    suite: "board", name: "4. Produce + complete 10,000 boards, \(residents) installed",
                    subject: samples.median, baseline: baseline.median, unit: "ns/board",
                    ratio: samples.median / baseline.median, ratioKind: "boards ÷ direct factory + dictionary (p50)",
                    note: "p99 \(formatted(samples.percentile(99))) ns/board; \(samples.count) rounds"
                ))
        }
        let flatness = (medians.max() ?? 0) / max(medians.min() ?? 1, 1e-9)
        ResultLog.append(
            BenchRecord(
                suite: "board", name: "4. Cost per board, 100 → 100,000 installed (max ÷ min)",
                subject: flatness, unit: "×", ratio: flatness, ratioKind: "slowest ÷ fastest p50 per board",
                target: "≤ 2×", met: flatness <= 2,
                note: zip(Self.residentCounts, medians).map { "\($0): \(formatted($1)) ns" }.joined(separator: ", ")
            ))
        let worstBytes = retainedBytes.values.max() ?? 0
        let worstLeftover = leftoverBoards.values.max() ?? 0
        ResultLog.append(
            BenchRecord(
                suite: "board", name: "4. Memory retained after a 10,000-board round",
                subject: worstBytes, unit: "bytes", target: "0 bytes, 0 boards",
                met: worstBytes <= 0 && worstLeftover == 0 && census == 0,
                note: "worst of \(retainedBytes.count) rounds (heap bytes in use after − before); "
                    + "boards left alive \(Int(worstLeftover)); weak-reference census after a final round: "
                    + "\(census) of \(churnIDs.count) alive"
            ))
    }
}
