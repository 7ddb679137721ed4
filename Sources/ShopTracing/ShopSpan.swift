import Synchronization
import Tracing

/// A span of a ``ShopTracer``: it records its name, attributes and status until it ends, then hands a
/// ``FinishedSpan`` to the tracer's sinks, once.
public final class ShopSpan: Span {
    /// The span's service context, carrying its ``ShopSpanContext`` for the spans started under it.
    public let context: ServiceContext
    /// The span's ids.
    public let spanContext: ShopSpanContext
    /// Server, client or internal.
    public let kind: SpanKind
    /// When it started, in nanoseconds since the Unix epoch.
    public let startNanoseconds: UInt64

    /// What can change until the span ends.
    private struct State {
        var name: String
        var attributes: SpanAttributes = [:]
        var status: SpanStatus?
        var isRecording = true
    }

    private let state: Mutex<State>
    private let sinks: [any SpanSink]

    /// Starts a span (``ShopTracer`` makes them).
    init(
        name: String, context: ServiceContext, spanContext: ShopSpanContext, kind: SpanKind, startNanoseconds: UInt64,
        sinks: [any SpanSink]
    ) {
        self.context = context
        self.spanContext = spanContext
        self.kind = kind
        self.startNanoseconds = startNanoseconds
        self.sinks = sinks
        state = Mutex(State(name: name))
    }

    /// The operation name; it can be renamed until the span ends (the HTTP span takes its route's name).
    public var operationName: String {
        get { state.withLock { $0.name } }
        set { state.withLock { if $0.isRecording { $0.name = newValue } } }
    }

    /// The attributes recorded so far.
    public var attributes: SpanAttributes {
        get { state.withLock { $0.attributes } }
        set { state.withLock { if $0.isRecording { $0.attributes = newValue } } }
    }

    /// Whether the span has not ended yet.
    public var isRecording: Bool {
        state.withLock { $0.isRecording }
    }

    /// Sets the status; an error status stays error (a later ok does not hide a recorded failure).
    public func setStatus(_ status: SpanStatus) {
        state.withLock { state in
            guard state.isRecording, state.status?.code != .error || status.code == .error else { return }
            state.status = status
        }
    }

    /// Events are not exported; ignored.
    public func addEvent(_ event: SpanEvent) {}

    /// Links are not exported; ignored.
    public func addLink(_ link: SpanLink) {}

    /// Records `error`: the status becomes error with the error's description as its message, and the attributes
    /// get `error.type` (the error's type name) unless one is already set.
    public func recordError(
        _ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> some TracerInstant
    ) {
        let type = String(describing: Swift.type(of: error))
        let message = String(describing: error)
        state.withLock { state in
            guard state.isRecording else { return }
            state.attributes.merge(attributes)
            if state.attributes["error.type"] == nil { state.attributes["error.type"] = type }
            state.status = SpanStatus(code: .error, message: message)
        }
    }

    /// Ends the span at `instant` and hands it to the sinks; later calls do nothing.
    public func end(at instant: @autoclosure () -> some TracerInstant) {
        let end = instant().nanosecondsSinceEpoch
        guard
            let ended = state.withLock({ state -> State? in
                guard state.isRecording else { return nil }
                state.isRecording = false
                return state
            })
        else { return }
        let finished = FinishedSpan(
            name: ended.name, context: spanContext, kind: kind, startNanoseconds: startNanoseconds,
            durationNanoseconds: end >= startNanoseconds ? end - startNanoseconds : 0, attributes: ended.attributes,
            status: ended.status)
        for sink in sinks {
            sink.spanDidEnd(finished)
        }
    }
}
