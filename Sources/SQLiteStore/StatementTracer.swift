import CSQLite

/// Receives every statement a connection finishes, with how long it ran (SQLite's `SQLITE_TRACE_PROFILE`).
///
/// Give one to ``DatabasePool/Configuration/statementTracer`` and every connection of the pool reports to it, from
/// whichever thread runs the statement. The text is the statement as prepared, with `?` placeholders: bound values
/// (password hashes among them) never reach the tracer. Without a tracer nothing is installed and statements run
/// at full speed.
public final class StatementTracer: Sendable, Equatable {
    /// One finished statement.
    public struct Event: Sendable, Equatable {
        /// The SQL as prepared (placeholders, not values).
        public let sql: String
        /// How long the statement ran, as SQLite measured it.
        public let duration: Duration
    }

    private let handler: @Sendable (Event) -> Void

    /// Creates a tracer that hands every finished statement to `handler`.
    ///
    /// - Parameter handler: Called on the thread that ran the statement; it must be quick and thread-safe.
    public init(_ handler: @escaping @Sendable (Event) -> Void) {
        self.handler = handler
    }

    /// Reports `event` to the handler.
    func report(_ event: Event) {
        handler(event)
    }

    /// Two tracers are equal when they are the same object.
    public static func == (lhs: StatementTracer, rhs: StatementTracer) -> Bool {
        lhs === rhs
    }
}

extension Connection {
    /// Installs `tracer` on this connection (`sqlite3_trace_v2` with `SQLITE_TRACE_PROFILE`); the connection keeps
    /// it alive.
    func install(_ tracer: StatementTracer) {
        statementTracer = tracer
        let context = Unmanaged.passUnretained(tracer).toOpaque()
        sqlite3_trace_v2(
            handle, UInt32(SQLITE_TRACE_PROFILE),
            { kind, context, statement, nanoseconds in
                guard kind == UInt32(SQLITE_TRACE_PROFILE), let context, let statement, let nanoseconds else {
                    return 0
                }
                let tracer = Unmanaged<StatementTracer>.fromOpaque(context).takeUnretainedValue()
                let text = sqlite3_sql(OpaquePointer(statement)).map { String(cString: $0) } ?? "?"
                let elapsed = nanoseconds.assumingMemoryBound(to: Int64.self).pointee
                tracer.report(StatementTracer.Event(sql: text, duration: .nanoseconds(elapsed)))
                return 0
            }, context)
    }
}
