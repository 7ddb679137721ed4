import Foundation
import ShopTracing

/// The REPL's tracing: the switch the shop reports spans to, the collector of each command's spans, and whether
/// their tree is printed after each command (`--trace`, `trace on|off`) and they go to a file (`--trace-output`).
@MainActor
public final class ShellTrace {
    /// The switch in the shop's configuration: on while the tree is printed or a file is written.
    public let tracing: TraceSwitch
    /// Where each command's spans wait to be printed.
    let collector: SpanCollector
    /// Whether spans also go to a `--trace-output` file.
    let exportsToFile: Bool
    /// Whether the span tree is printed after each command.
    public private(set) var printsTree: Bool

    /// Creates the REPL's tracing.
    ///
    /// - Parameters:
    ///   - printsTree: `--trace`: print the span tree after each command from the start.
    ///   - outputPath: The `--trace-output` file (or `SHOP_TRACE_OUTPUT`), or `nil`.
    /// - Throws: `TraceOutputError` when the file cannot be opened.
    public init(printsTree: Bool, outputPath: String?) throws(TraceOutputError) {
        let collector = SpanCollector()
        let tracer = try ShopTracer.forOptions(outputPath: outputPath, collector: collector)
        let exportsToFile = !(outputPath ?? "").isEmpty
        self.exportsToFile = exportsToFile
        self.collector = collector
        self.printsTree = printsTree
        tracing = TraceSwitch(tracer: tracer ?? ShopTracer(sinks: [collector]), isOn: printsTree || exportsToFile)
    }

    /// `trace on` / `trace off`: starts or stops printing the tree (a `--trace-output` file keeps being written).
    func setPrintsTree(_ on: Bool) {
        printsTree = on
        tracing.isOn = on || exportsToFile
    }

    /// The tree of the spans collected since the last call, when it is printed and there are any; the collector is
    /// emptied either way.
    func takeTreeLines() -> [String]? {
        let spans = collector.take()
        guard printsTree, !spans.isEmpty else { return nil }
        return SpanTreeRenderer.lines(spans)
    }
}

extension ShellTrace {
    /// The tracing of a `shop-cli` start: with `--trace` or a trace output file (`outputPath`: `--trace-output`,
    /// else `SHOP_TRACE_OUTPUT`, else the config file's `trace-output`) always; otherwise for a REPL or `-c` session (so that `trace on` works), not for a
    /// one-shot command, which then installs no span bridge at all.
    ///
    /// - Throws: `TraceOutputError` when the file cannot be opened.
    static func forLaunch(
        options: GlobalOptions?, input: ShellInput, outputPath: String?
    ) throws(TraceOutputError) -> ShellTrace? {
        let printsTree = options?.trace ?? false
        if case .command = input, !printsTree, outputPath == nil { return nil }
        return try ShellTrace(printsTree: printsTree, outputPath: outputPath)
    }
}
