import Tracing

/// The shop's own tracer: W3C trace-context ids, `traceparent` propagation, and every finished span handed to its
/// ``SpanSink``s (the `--trace-output` file, the REPL's span tree).
///
/// A span started under another (through the task-local `ServiceContext.current`, or an explicit context) joins
/// its trace with the other as its parent; a span started under an extracted `traceparent` continues the remote
/// trace, with the remote span as its parent; any other span starts a new trace.
public struct ShopTracer: Tracer {
    /// The spans this tracer starts.
    public typealias Span = ShopSpan

    /// The name of the W3C trace-context header.
    public static let traceparentHeader = "traceparent"

    /// Where finished spans go, in order.
    public let sinks: [any SpanSink]

    /// Creates a tracer whose finished spans go to `sinks`.
    public init(sinks: [any SpanSink]) {
        self.sinks = sinks
    }

    /// Starts a span under `context`'s span (or remote parent), or as a new trace's root.
    public func startSpan<Instant: TracerInstant>(
        _ operationName: String,
        context: @autoclosure () -> ServiceContext,
        ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant,
        function: String,
        file fileID: String,
        line: UInt
    ) -> ShopSpan {
        var context = context()
        let parent = context.shopSpanContext
        let spanContext = ShopSpanContext(
            traceID: parent?.traceID ?? ShopSpanContext.newTraceID(), spanID: ShopSpanContext.newSpanID(),
            parentSpanID: parent?.spanID)
        context.shopSpanContext = spanContext
        return ShopSpan(
            name: operationName, context: context, spanContext: spanContext, kind: kind,
            startNanoseconds: instant().nanosecondsSinceEpoch, sinks: sinks)
    }

    /// Flushes every sink.
    public func forceFlush() {
        for sink in sinks {
            sink.flush()
        }
    }

    /// Reads a W3C `traceparent` from `carrier` into `context`, so that spans started under it continue the
    /// caller's trace; a missing or malformed header leaves `context` alone.
    public func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {
        guard let header = extractor.extract(key: Self.traceparentHeader, from: carrier),
            let remote = ShopSpanContext(traceparent: header)
        else { return }
        context.shopSpanContext = remote
    }

    /// Writes the `traceparent` of `context`'s span into `carrier`.
    public func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {
        guard let spanContext = context.shopSpanContext else { return }
        injector.inject(spanContext.traceparent, forKey: Self.traceparentHeader, into: &carrier)
    }
}
