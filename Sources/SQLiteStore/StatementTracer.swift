import CSQLite

#if canImport(Glibc)
import Glibc
#endif

/// Receives every statement a connection finishes, with how long it ran (timed from SQLite's `SQLITE_TRACE_STMT` to
/// its `SQLITE_TRACE_PROFILE`).
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
        /// How long the statement ran, from its first step to its end (the monotonic clock, nanoseconds).
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

/// One connection's statement timing: when each running statement started (`SQLITE_TRACE_STMT`), so its duration is
/// measured with the monotonic clock at nanosecond resolution when it finishes (`SQLITE_TRACE_PROFILE`), instead of
/// SQLite's own figure, which the unix VFS rounds to whole milliseconds.
///
/// Only the connection's thread reaches it (a connection runs one statement at a time, nested statements included),
/// through the trace callback.
final class StatementTiming {
    /// Where finished statements go.
    let tracer: StatementTracer
    /// The monotonic start, in nanoseconds, of each statement that has started and not yet finished.
    var starts: [OpaquePointer: UInt64] = [:]

    init(_ tracer: StatementTracer) {
        self.tracer = tracer
    }

    /// The monotonic clock, in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

extension Connection {
    /// Installs `tracer` on this connection (`sqlite3_trace_v2` with `SQLITE_TRACE_STMT` and `SQLITE_TRACE_PROFILE`);
    /// the connection keeps it alive.
    func install(_ tracer: StatementTracer) {
        let timing = StatementTiming(tracer)
        statementTiming = timing
        let context = Unmanaged.passUnretained(timing).toOpaque()
        sqlite3_trace_v2(
            handle, UInt32(SQLITE_TRACE_STMT | SQLITE_TRACE_PROFILE),
            { kind, context, statement, detail in
                guard let context, let statement else { return 0 }
                let timing = Unmanaged<StatementTiming>.fromOpaque(context).takeUnretainedValue()
                let handle = OpaquePointer(statement)
                if kind == UInt32(SQLITE_TRACE_STMT) {
                    // A trigger's sub-statements report here too (their text starts with "--"): keep the outer start.
                    if timing.starts[handle] == nil { timing.starts[handle] = StatementTiming.now() }
                    return 0
                }
                guard kind == UInt32(SQLITE_TRACE_PROFILE), let detail else { return 0 }
                let measured = timing.starts.removeValue(forKey: handle).map { StatementTiming.now() - $0 }
                let elapsed = measured ?? UInt64(max(0, detail.assumingMemoryBound(to: Int64.self).pointee))
                let text = sqlite3_sql(handle).map { String(cString: $0) } ?? "?"
                timing.tracer.report(StatementTracer.Event(sql: text, duration: .nanoseconds(Int64(elapsed))))
                return 0
            }, context)
    }
}
