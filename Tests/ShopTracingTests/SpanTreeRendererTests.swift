import ShopTracing
import Testing
import Tracing

/// The REPL's span tree: one header per trace, children indented under their parents in start order.
@Suite("Span tree")
struct SpanTreeRendererTests {
    @Test("spans render as an indented tree with a duration column; sql lines show the statement")
    func tree() {
        let trace = ShopSpanContext(traceID: "4f3a9c1e00000000000000000000abcd", spanID: "a", parentSpanID: nil)
        func span(
            _ name: String, _ id: String, parent: String?, start: UInt64, duration: UInt64,
            attributes: SpanAttributes = [:], status: SpanStatus? = nil
        ) -> FinishedSpan {
            FinishedSpan(
                name: name, context: ShopSpanContext(traceID: trace.traceID, spanID: id, parentSpanID: parent),
                kind: .internal, startNanoseconds: start, durationNanoseconds: duration, attributes: attributes,
                status: status)
        }
        let lines = SpanTreeRenderer.lines([
            span(
                "sql INSERT", "d", parent: "c", start: 300, duration: 310_000,
                attributes: ["db.statement": "INSERT INTO cart_item (user_id, product_id, quantity) VALUES (?, ?, ?)"]),
            span(
                "sql BEGIN", "e", parent: "c", start: 200, duration: 20_000,
                attributes: ["db.statement": "BEGIN IMMEDIATE"]),
            span(
                "board cartData.add", "c", parent: "b", start: 100, duration: 11_800_000,
                status: SpanStatus(code: .error, message: "boom")),
            span("operation cart add", "b", parent: nil, start: 0, duration: 12_100_000),
        ])
        #expect(
            lines == [
                "trace 4f3a9c1e  12.10 ms",
                "  operation cart add                                12.10 ms",
                "    board cartData.add  ! boom                      11.80 ms",
                "      sql BEGIN IMMEDIATE                            0.02 ms",
                "      sql INSERT INTO cart_item (user_id, product…   0.31 ms",
            ])
    }
}
