import Tracing

extension TraceSwitch {
    /// Runs `body`, one shop operation, inside an internal span named `operation <name>` that is the current span
    /// while it runs (its boards and SQL become its children); without an active tracer, just runs `body`.
    ///
    /// A failure marks the span: status error with `describe`'s message, and `error.type` set to its code.
    ///
    /// - Parameters:
    ///   - name: The operation's name, e.g. `cart add`.
    ///   - describe: The failure's stable code (`error.type`) and message.
    ///   - body: The operation.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw, unchanged.
    nonisolated(nonsending) public func withOperationSpan<Output, Failure: Error>(
        _ name: String,
        describe: (Failure) -> (code: String, message: String),
        _ body: nonisolated(nonsending) () async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard let tracer = activeTracer else { return try await body() }
        let span = tracer.startSpan("operation \(name)", context: ServiceContext.current ?? .topLevel)
        span.attributes["shop.operation"] = name
        defer { span.end() }
        let result: Result<Output, Failure> = await ServiceContext.$current.withValue(span.context) {
            do throws(Failure) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        if case let .failure(error) = result {
            let (code, message) = describe(error)
            span.attributes["error.type"] = code
            span.setStatus(SpanStatus(code: .error, message: message))
        }
        return try result.get()
    }

    /// Records a statement that has just finished as a client span under the current span: named `sql <operation>`,
    /// with `db.system`, `db.operation` and `db.statement` (the text with its placeholders; bound values are never
    /// recorded), started `duration` ago. A failed statement marks its span. Statements outside any span (migrations
    /// and seeding at start-up) are not recorded.
    ///
    /// - Parameters:
    ///   - system: `sqlite` or `postgresql`.
    ///   - sql: The statement as prepared.
    ///   - duration: How long it ran.
    ///   - error: Why it failed, if it did.
    public func recordStatement(system: String, sql: String, duration: Duration, error: (any Error)? = nil) {
        guard let tracer = activeTracer, let parent = ServiceContext.current else { return }
        let statement = SQLText.collapsed(sql)
        let operation = SQLText.operation(of: statement)
        let end = DefaultTracerClock.now.nanosecondsSinceEpoch
        let (seconds, attoseconds) = duration.components
        let elapsed = UInt64(clamping: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        let span = tracer.startSpan(
            "sql \(operation)", context: parent, ofKind: .client,
            at: DefaultTracerClock.Timestamp(nanosecondsSinceEpoch: end >= elapsed ? end - elapsed : 0))
        span.updateAttributes { attributes in
            attributes["db.system"] = system
            attributes["db.operation"] = operation
            attributes["db.statement"] = statement
        }
        if let error {
            span.recordError(error)
            span.setStatus(SpanStatus(code: .error, message: String(describing: error)))
        }
        span.end(at: DefaultTracerClock.Timestamp(nanosecondsSinceEpoch: end))
    }
}
