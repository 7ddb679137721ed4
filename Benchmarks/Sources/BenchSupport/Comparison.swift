import Benchmark

/// Collects a subject (through the boards) and its baseline measured alternately in one process, A B A B, so the
/// machine's slow drift in speed affects both alike; then writes the row of the summary table.
///
/// Each benchmark iteration adds one *round*: the time per operation of a chunk of subject operations and of an
/// equal chunk of baseline operations (or single operations, for the data benchmarks). The first `warmupRounds`
/// are dropped. The framework's tables get the same values as custom metrics (in whole nanoseconds).
@MainActor
public final class Comparison {
    /// How the ratio is formed and read.
    public enum RatioKind: Sendable {
        /// `median(subject) / median(baseline)` of the per-round times: how many times slower the boards are.
        case slowdown(maximum: Double)
        /// `mean(baseline time) / mean(subject time)`: the boards' throughput as a fraction of the baseline's
        /// (`minimum` is the target, `nil` when there is none).
        case throughput(minimum: Double?)
    }

    let suite: String
    let name: String
    let kind: RatioKind
    /// What the baseline is, for the ratio's description (`raw C`, `pgbench`).
    let baselineName: String
    /// Rounds dropped at the start.
    public let warmupRounds: Int
    /// The subject's samples (after warm-up).
    public private(set) var subject = Samples()
    /// The baseline's samples (after warm-up).
    public private(set) var baseline = Samples()
    private var rounds = 0

    /// Metric names shown by the benchmark tool.
    public nonisolated static let subjectMetric = BenchmarkMetric.custom("boards (ns/op)", useScalingFactor: false)
    /// Metric names shown by the benchmark tool.
    public nonisolated static let baselineMetric = BenchmarkMetric.custom("baseline (ns/op)", useScalingFactor: false)
    /// The metrics a comparison benchmark should declare (with `.wallClock` for the round itself).
    public nonisolated static let metrics: [BenchmarkMetric] = [.wallClock, subjectMetric, baselineMetric]

    /// Creates a comparison; rows are written by ``finish(note:)``.
    public init(suite: String, name: String, kind: RatioKind, warmupRounds: Int = 2, baselineName: String = "raw C") {
        self.suite = suite
        self.name = name
        self.kind = kind
        self.baselineName = baselineName
        self.warmupRounds = warmupRounds
    }

    /// Adds one round's nanoseconds per operation for each side.
    public func add(subject subjectNanoseconds: Double, baseline baselineNanoseconds: Double, to benchmark: Benchmark?)
    {
        rounds += 1
        guard rounds > warmupRounds else { return }
        subject.add(subjectNanoseconds)
        baseline.add(baselineNanoseconds)
        benchmark?.measurement(Self.subjectMetric, Int(subjectNanoseconds.rounded()))
        benchmark?.measurement(Self.baselineMetric, Int(baselineNanoseconds.rounded()))
    }

    /// Adds several single-operation samples per side at once (the data benchmarks time each operation).
    public func add(subject subjectSamples: Samples, baseline baselineSamples: Samples, to benchmark: Benchmark?) {
        rounds += 1
        guard rounds > warmupRounds else { return }
        subject.add(contentsOf: subjectSamples)
        baseline.add(contentsOf: baselineSamples)
        benchmark?.measurement(Self.subjectMetric, Int(subjectSamples.mean.rounded()))
        benchmark?.measurement(Self.baselineMetric, Int(baselineSamples.mean.rounded()))
    }

    /// The ratio this comparison reports (see ``RatioKind``).
    public var ratio: Double {
        switch kind {
        case .slowdown:
            baseline.median > 0 ? subject.median / baseline.median : .infinity
        case .throughput:
            subject.mean > 0 ? baseline.mean / subject.mean : 0
        }
    }

    /// A one-line summary: medians of both sides and the ratio.
    public var summary: String {
        "\(name): boards p50 \(formatted(subject.median)), baseline p50 \(formatted(baseline.median)), "
            + "ratio \(formatted(ratio))× (\(subject.count) rounds)"
    }

    /// Writes the summary row; `unit` names what the samples measure.
    public func finish(unit: String = "ns/op", note: String = "") {
        guard subject.count > 0 else { return }
        let ratio = ratio
        let record: BenchRecord
        let detail =
            "p50 \(formatted(subject.median)) vs \(formatted(baseline.median)), "
            + "p99 \(formatted(subject.percentile(99))) vs \(formatted(baseline.percentile(99))) \(unit); "
            + "\(subject.count) samples" + (note.isEmpty ? "" : "; \(note)")
        switch kind {
        case let .slowdown(maximum):
            record = BenchRecord(
                suite: suite, name: name, subject: subject.median, baseline: baseline.median, unit: unit,
                ratio: ratio, ratioKind: "boards ÷ baseline time (p50)", target: "≤ \(formatted(maximum))×",
                met: ratio <= maximum, note: detail
            )
        case let .throughput(minimum):
            record = BenchRecord(
                suite: suite, name: name, subject: subject.mean, baseline: baseline.mean, unit: unit,
                ratio: ratio, ratioKind: "boards ÷ \(baselineName) throughput",
                target: minimum.map { "≥ \(formatted($0))×" } ?? "", met: minimum.map { ratio >= $0 },
                note: "mean time per op; " + detail
            )
        }
        ResultLog.append(record)
    }
}
