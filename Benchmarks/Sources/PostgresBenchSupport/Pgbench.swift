import Foundation

/// Runs PostgreSQL's `pgbench` on script files and reads its summary: the baseline of the PostgreSQL data rows.
///
/// Every run is `pgbench -n` (no vacuum) with a fixed number of transactions per client (`-t`), on the database's
/// URL. pgbench reports the mean latency and the throughput without its initial connection time, so the process
/// start and the connections are not counted. The first execution of each statement on a fresh connection (its
/// parse and plan, in `-M prepared`) is counted, once per run; the board side's pool paid it in its warm-up rounds.
public struct Pgbench: Sendable {
    /// One run's settings.
    public struct Run: Sendable {
        /// The script files (`-f`), chosen at random per transaction with equal weights.
        public var scripts: [String]
        /// `-D name=value` definitions.
        public var variables: [String: String]
        /// `-M`: `prepared` (named statements, as the modules' lookups and writes) or `extended` (unnamed ones, as
        /// search).
        public var mode: String
        /// `-c`: concurrent clients (connections).
        public var clients: Int
        /// `-j`: pgbench threads.
        public var threads: Int
        /// `-t`: transactions each client runs.
        public var transactionsPerClient: Int
    }

    /// What pgbench reported.
    public struct Report: Sendable {
        /// The mean latency of a transaction, milliseconds.
        public var latencyMilliseconds: Double
        /// Transactions per second, without the initial connection time.
        public var transactionsPerSecond: Double
    }

    /// The database's URL (libpq accepts it in place of a database name).
    public let url: String

    /// A runner against `url`.
    public init(url: String) {
        self.url = url
    }

    /// Runs pgbench and returns its report.
    ///
    /// - Throws: ``SetupError`` when pgbench cannot start, exits with an error, or processed fewer transactions than
    ///   asked or had failed ones (the run would not measure the statements).
    public func run(_ run: Run) throws -> Report {
        var arguments = [
            "pgbench", "-n", "-M", run.mode, "-c", String(run.clients), "-j", String(run.threads),
            "-t", String(run.transactionsPerClient),
        ]
        for (name, value) in run.variables.sorted(by: { $0.key < $1.key }) {
            arguments += ["-D", "\(name)=\(value)"]
        }
        for script in run.scripts {
            arguments += ["-f", script]
        }
        arguments.append(url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw SetupError("cannot start pgbench: \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let expected = run.clients * run.transactionsPerClient
        guard process.terminationStatus == 0,
            let processed = Self.value(after: "number of transactions actually processed: ", in: output),
            processed.hasPrefix("\(expected)/"),
            Self.value(after: "number of failed transactions: ", in: output)?.hasPrefix("0 ") ?? true,
            let latency = Self.value(after: "latency average = ", in: output).flatMap(Self.leadingNumber),
            let tps = Self.value(after: "tps = ", in: output).flatMap(Self.leadingNumber)
        else {
            throw SetupError(
                "pgbench failed (exit \(process.terminationStatus)): \(arguments.joined(separator: " "))\n\(output)")
        }
        return Report(latencyMilliseconds: latency, transactionsPerSecond: tps)
    }

    /// The rest of the first line of `output` that starts with `prefix`.
    static func value(after prefix: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The number at the start of `text` (`0.227 ms` → 0.227).
    static func leadingNumber(_ text: String) -> Double? {
        Double(text.prefix { $0.isNumber || $0 == "." })
    }
}
