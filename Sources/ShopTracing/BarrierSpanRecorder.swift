import Boardy
import Tracing

/// Turns a graph's barrier trace events (`BoardTraceEvent`) into spans: a cycle that opens starts an internal span
/// `barrier <gate>` (the waiting board as `boardy.board`, the gate as `boardy.gate`), which ends when the gate passes
/// (`boardy.delivered`: how many activations it let through) or fails (status error).
///
/// It belongs to the graph it records, like the trace handler that feeds it: install ``handle(_:)`` as (part of)
/// the motherboard's `traceHandler`.
public final class BarrierSpanRecorder {
    /// Where the spans go.
    public let tracing: TraceSwitch
    private var open: [BoardID: any Span] = [:]

    /// Creates a recorder.
    public init(tracing: TraceSwitch) {
        self.tracing = tracing
    }

    /// Records `event` if it opens or ends a barrier cycle.
    public func handle(_ event: BoardTraceEvent) {
        switch event.kind {
        case let .barrierOpen(gate):
            guard let tracer = tracing.activeTracer else { return }
            let span = tracer.startSpan("barrier \(gate.rawValue)", context: ServiceContext.current ?? .topLevel)
            span.updateAttributes { attributes in
                attributes["boardy.board"] = event.board.rawValue
                attributes["boardy.gate"] = gate.rawValue
            }
            open[gate]?.end()
            open[gate] = span
        case let .barrierDeliver(count):
            guard let span = open.removeValue(forKey: event.board) else { return }
            span.attributes["boardy.delivered"] = count
            span.end()
        case let .barrierCancel(count):
            guard let span = open.removeValue(forKey: event.board) else { return }
            span.attributes["boardy.dropped"] = count
            span.setStatus(SpanStatus(code: .error, message: "gate '\(event.board.rawValue)' failed"))
            span.end()
        default:
            return
        }
    }
}
