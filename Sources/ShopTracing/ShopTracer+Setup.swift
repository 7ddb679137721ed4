extension ShopTracer {
    /// The tracer of a front's options: spans to the `--trace-output` file (JSON lines) when `outputPath` is set,
    /// and to `collector` (the REPL's `--trace`) when given; `nil` when neither, so nothing is traced.
    ///
    /// - Parameters:
    ///   - outputPath: The `--trace-output` file (or `SHOP_TRACE_OUTPUT`); `nil` or empty for none.
    ///   - collector: Where the REPL collects each command's spans; `nil` for none.
    /// - Returns: The tracer, or `nil`.
    /// - Throws: ``TraceOutputError`` when the file cannot be opened.
    public static func forOptions(outputPath: String?, collector: SpanCollector? = nil) throws(TraceOutputError)
        -> ShopTracer?
    {
        var sinks: [any SpanSink] = []
        if let outputPath, !outputPath.isEmpty { sinks.append(try JSONLinesSpanWriter(path: outputPath)) }
        if let collector { sinks.append(collector) }
        return sinks.isEmpty ? nil : ShopTracer(sinks: sinks)
    }

    /// The trace output path of the options: `flag` when given, else the environment's `SHOP_TRACE_OUTPUT`.
    public static func outputPath(flag: String?, environment: [String: String]) -> String? {
        if let flag, !flag.isEmpty { return flag }
        if let variable = environment[outputVariable], !variable.isEmpty { return variable }
        return nil
    }

    /// The environment variable naming the trace output file: `SHOP_TRACE_OUTPUT`.
    public static let outputVariable = "SHOP_TRACE_OUTPUT"
}

extension TraceSwitch {
    /// A switch, on, for a ``ShopTracer`` writing JSON lines to `path`; `nil` when `path` is `nil` or empty.
    ///
    /// - Throws: ``TraceOutputError`` when the file cannot be opened.
    public static func exporting(toFile path: String?) throws(TraceOutputError) -> TraceSwitch? {
        guard let tracer = try ShopTracer.forOptions(outputPath: path) else { return nil }
        return TraceSwitch(tracer: tracer)
    }
}
