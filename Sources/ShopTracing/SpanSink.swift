/// Where a ``ShopTracer`` hands every span when it ends: a file of JSON lines, the REPL's collector, a test.
public protocol SpanSink: Sendable {
    /// Receives a span that has just ended, in the task or thread that ended it; it must be quick and thread-safe.
    func spanDidEnd(_ span: FinishedSpan)

    /// Makes everything received so far durable or visible (``ShopTracer``'s `forceFlush()`).
    func flush()
}
