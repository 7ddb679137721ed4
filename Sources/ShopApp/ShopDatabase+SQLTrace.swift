import Logging
import PostgresStore
import SQLiteStore
import ShopTracing

extension ShopDatabase {
    /// The label of the logger the SQL trace writes to (`--trace-sql`): a front gives it its own level.
    public static let sqlTraceLabel = "shop.sql"

    /// A tracer that logs every finished statement at `debug` to `logger`: `sql: <statement> (<ms> ms)`, the
    /// statement on one line with its `?` placeholders (bound values are never logged).
    static func statementTracer(logging logger: Logger?) -> StatementTracer? {
        statementTracer(logging: logger, tracing: nil)
    }

    /// A tracer that logs every finished statement to `logger` (as ``statementTracer(logging:)``) and records it as
    /// a `db.system=sqlite` span under the current span (see `TraceSwitch.recordStatement`); `nil` when neither is
    /// given, so nothing is installed.
    static func statementTracer(logging logger: Logger?, tracing: TraceSwitch?) -> StatementTracer? {
        switch (logger, tracing) {
        case (nil, nil):
            return nil
        case let (logger?, nil):
            return StatementTracer { event in log(event, to: logger) }
        case let (nil, tracing?):
            return StatementTracer { event in
                tracing.recordStatement(system: "sqlite", sql: event.sql, duration: event.duration)
            }
        case let (logger?, tracing?):
            return StatementTracer { event in
                log(event, to: logger)
                tracing.recordStatement(system: "sqlite", sql: event.sql, duration: event.duration)
            }
        }
    }

    /// A tracer that records every PostgreSQL statement as a `db.system=postgresql` span under the current span;
    /// `nil` without `tracing`.
    static func postgresStatementTracer(tracing: TraceSwitch?) -> PostgresStatementTracer? {
        guard let tracing else { return nil }
        return PostgresStatementTracer { event in
            tracing.recordStatement(system: "postgresql", sql: event.sql, duration: event.duration, error: event.error)
        }
    }

    /// Logs `event` at `debug`: `sql: <statement> (<ms> ms)`, on one line.
    private static func log(_ event: StatementTracer.Event, to logger: Logger) {
        let sql = event.sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        logger.debug("sql: \(sql) (\(milliseconds(event.duration)) ms)")
    }

    /// `duration` in milliseconds with three decimals, e.g. `0.042`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let whole = microseconds / 1000
        let fraction = String(microseconds % 1000)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
