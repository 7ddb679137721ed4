import Logging
import SQLiteStore

extension ShopDatabase {
    /// The label of the logger the SQL trace writes to (`--trace-sql`): a front gives it its own level.
    public static let sqlTraceLabel = "shop.sql"

    /// A tracer that logs every finished statement at `debug` to `logger`: `sql: <statement> (<ms> ms)`, the
    /// statement on one line with its `?` placeholders (bound values are never logged).
    static func statementTracer(logging logger: Logger?) -> StatementTracer? {
        guard let logger else { return nil }
        return StatementTracer { event in
            let sql = event.sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            logger.debug("sql: \(sql) (\(milliseconds(event.duration)) ms)")
        }
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
