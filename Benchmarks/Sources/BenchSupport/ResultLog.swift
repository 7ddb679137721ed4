import Foundation

/// One line of the results file that `bench-report` turns into the summary table.
///
/// A comparison row has a `subject` (through the boards) and a `baseline` (a direct closure call or raw C) in the
/// same unit, and a `ratio` whose meaning `ratioKind` states. A plain measurement (seed time, a latency) has only a
/// `subject`. `target` is the limit from issue 7 as text; `met` says whether this run met it.
public struct BenchRecord: Codable, Sendable {
    /// Groups rows in the table: `board`, `data` or `scale`.
    public var suite: String
    /// The row's title.
    public var name: String
    /// The measured value through the boards (or the only value).
    public var subject: Double
    /// The baseline's value, in the same unit, when the row is a comparison.
    public var baseline: Double?
    /// The unit of `subject` and `baseline`, such as `ns/op` or `ms`.
    public var unit: String
    /// The ratio the target is about, when there is one.
    public var ratio: Double?
    /// What `ratio` means, such as `boards/baseline time` or `boards/raw throughput`.
    public var ratioKind: String?
    /// The target from issue 7, as text (`≤ 20×`, `< 20 s`…), or empty when there is none.
    public var target: String
    /// Whether the target was met; `nil` when the row has no target.
    public var met: Bool?
    /// Anything a reader needs to interpret the row (sample counts, percentiles, caveats).
    public var note: String

    /// Creates a record.
    public init(
        suite: String, name: String, subject: Double, baseline: Double? = nil, unit: String,
        ratio: Double? = nil, ratioKind: String? = nil, target: String = "", met: Bool? = nil, note: String = ""
    ) {
        self.suite = suite
        self.name = name
        self.subject = subject
        self.baseline = baseline
        self.unit = unit
        self.ratio = ratio
        self.ratioKind = ratioKind
        self.target = target
        self.met = met
        self.note = note
    }
}

/// Appends ``BenchRecord``s as JSON lines to the file named by `BOARDY_BENCH_RESULTS`.
///
/// Each benchmark runs in its own process, so every process appends (`O_APPEND` keeps lines whole). Without the
/// variable nothing is written; the benchmark tool's own tables still show the custom metrics.
public enum ResultLog {
    /// The environment variable naming the results file.
    public static let environmentVariable = "BOARDY_BENCH_RESULTS"

    /// Appends `record` to the results file, if one is configured, and echoes it to standard error.
    public static func append(_ record: BenchRecord) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(record) else { return }
        line.append(UInt8(ascii: "\n"))
        FileHandle.standardError.write(line)
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        line.withUnsafeBytes { bytes in
            _ = write(descriptor, bytes.baseAddress, bytes.count)
        }
    }
}
