import Tracing

/// Renders finished spans as indented trees with durations, one tree per trace: what `shop-cli --trace` prints
/// after each command.
///
/// ```text
/// trace 4f3a9c1e  12.40 ms
///   operation cart add                           12.10 ms
///     board cartData.add                         11.80 ms
///       sql BEGIN IMMEDIATE                       0.02 ms
///       sql INSERT INTO cart_item (user_id, …     0.31 ms
/// ```
///
/// The header names the trace (its id's first 8 hex digits) and how long it lasted, first start to last end. Each
/// span is one line, indented two spaces per level under its parent, children in the order they started; a span
/// whose parent is not among the spans is a root. A `sql` span shows its statement (`db.statement`, cut to
/// ``statementWidth`` characters with `…`); a failed span ends with `  ! <error.type or message>`. Durations are
/// milliseconds with two decimals, right-aligned in one column.
public enum SpanTreeRenderer {
    /// How many characters of a statement a `sql` line shows.
    public static let statementWidth = 40

    /// The lines of the trees of `spans`, traces in the order they started.
    public static func lines(_ spans: [FinishedSpan]) -> [String] {
        let ids = Set(spans.map(\.context.spanID))
        var children: [String: [FinishedSpan]] = [:]
        var roots: [FinishedSpan] = []
        for span in spans {
            if let parent = span.context.parentSpanID, ids.contains(parent) {
                children[parent, default: []].append(span)
            } else {
                roots.append(span)
            }
        }
        var traces: [(id: String, roots: [FinishedSpan])] = []
        for root in roots.sorted(by: { $0.startNanoseconds < $1.startNanoseconds }) {
            if let index = traces.firstIndex(where: { $0.id == root.context.traceID }) {
                traces[index].roots.append(root)
            } else {
                traces.append((root.context.traceID, [root]))
            }
        }
        var output: [String] = []
        for trace in traces {
            var rows: [(label: String, duration: UInt64)] = []
            for root in trace.roots {
                appendRows(of: root, depth: 1, children: children, to: &rows)
            }
            let traceSpans = spans.filter { $0.context.traceID == trace.id }
            let start = traceSpans.map(\.startNanoseconds).min() ?? 0
            let end = traceSpans.map { $0.startNanoseconds + $0.durationNanoseconds }.max() ?? start
            output.append("trace \(trace.id.prefix(8))  \(milliseconds(end - start))")
            let labelWidth = rows.map(\.label.count).max() ?? 0
            let durations = rows.map { milliseconds($0.duration) }
            let durationWidth = durations.map(\.count).max() ?? 0
            for (row, duration) in zip(rows, durations) {
                let labelPadding = String(repeating: " ", count: labelWidth - row.label.count)
                let durationPadding = String(repeating: " ", count: durationWidth - duration.count)
                output.append(row.label + labelPadding + "  " + durationPadding + duration)
            }
        }
        return output
    }

    /// Appends the row of `span` and, below it, its children's.
    private static func appendRows(
        of span: FinishedSpan, depth: Int, children: [String: [FinishedSpan]],
        to rows: inout [(label: String, duration: UInt64)]
    ) {
        rows.append((String(repeating: "  ", count: depth) + label(of: span), span.durationNanoseconds))
        let below = (children[span.context.spanID] ?? []).sorted { $0.startNanoseconds < $1.startNanoseconds }
        for child in below {
            appendRows(of: child, depth: depth + 1, children: children, to: &rows)
        }
    }

    /// The text of a span's line, before its duration.
    static func label(of span: FinishedSpan) -> String {
        var label = span.name
        if span.name.hasPrefix("sql "), let statement = span.attribute("db.statement") {
            label = "sql " + (statement.count > statementWidth ? statement.prefix(statementWidth - 1) + "…" : statement)
        }
        if span.isError {
            label += "  ! " + (span.attribute("error.type") ?? span.status?.message ?? "error")
        }
        return label
    }

    /// `nanoseconds` as milliseconds with two decimals: `12.40 ms`.
    static func milliseconds(_ nanoseconds: UInt64) -> String {
        let hundredths = (nanoseconds + 5_000) / 10_000
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}
