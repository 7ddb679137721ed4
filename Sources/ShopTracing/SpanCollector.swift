import Synchronization

/// A ``SpanSink`` that keeps finished spans in memory until they are taken: the REPL's `--trace` takes the spans of
/// each command to print their tree.
public final class SpanCollector: SpanSink {
    private let spans = Mutex<[FinishedSpan]>([])

    /// Creates an empty collector.
    public init() {}

    /// Keeps `span`.
    public func spanDidEnd(_ span: FinishedSpan) {
        spans.withLock { $0.append(span) }
    }

    /// Nothing to flush.
    public func flush() {}

    /// Every span kept so far, in the order they ended; the collector is then empty.
    public func take() -> [FinishedSpan] {
        spans.withLock { spans in
            defer { spans = [] }
            return spans
        }
    }
}
