import Boardy
import Tracing

/// Boardy's span hook (`BoardSpanHook`) on a ``TraceSwitch``: every task-board run becomes an internal span
/// `board <id>`, and every synchronous activation a span `activate <id>`, each the current span while it runs (so
/// the SQL its executor runs becomes its child), with the board's id as `boardy.board`. A run that throws marks its
/// span. Board work outside any span — a front's housekeeping, such as the REPL checking its session for the prompt —
/// is not recorded, so every trace starts at a request or an operation.
public struct BoardSpanBridge: BoardSpanHook {
    /// Where the spans go.
    public let tracing: TraceSwitch

    /// Creates the bridge.
    public init(tracing: TraceSwitch) {
        self.tracing = tracing
    }

    /// Runs the activation inside an `activate <id>` span.
    public func aroundActivation(of board: BoardID, _ body: () -> Void) {
        guard let tracer = tracing.activeTracer, let parent = ServiceContext.current else { return body() }
        let span = tracer.startSpan("activate \(board.rawValue)", context: parent)
        span.attributes["boardy.board"] = board.rawValue
        defer { span.end() }
        ServiceContext.$current.withValue(span.context) { body() }
    }

    /// Runs the executor inside a `board <id>` span.
    nonisolated(nonsending) public func aroundRun<Output>(
        of board: BoardID, _ body: nonisolated(nonsending) () async throws -> Output
    ) async throws -> Output {
        guard let tracer = tracing.activeTracer, let parent = ServiceContext.current else { return try await body() }
        let span = tracer.startSpan("board \(board.rawValue)", context: parent)
        span.attributes["boardy.board"] = board.rawValue
        defer { span.end() }
        do {
            return try await ServiceContext.$current.withValue(span.context) { try await body() }
        } catch {
            span.recordError(error)
            span.setStatus(SpanStatus(code: .error, message: String(describing: error)))
            throw error
        }
    }
}
