import ShopTracing
import Testing
import Tracing

/// The shop's tracer: parent links through the service context, W3C `traceparent` in and out.
@Suite("Shop tracer")
struct ShopTracerTests {
    @Test("a span under another joins its trace; a span under nothing starts a new one")
    func parentLinks() {
        let collector = SpanCollector()
        let tracer = ShopTracer(sinks: [collector])
        tracer.withSpan("outer", context: .topLevel) { _ in
            tracer.withSpan("inner") { _ in }
        }
        tracer.withSpan("other", context: .topLevel) { _ in }
        let spans = collector.take()
        let (inner, outer, other) = (spans[0], spans[1], spans[2])
        #expect(inner.context.traceID == outer.context.traceID)
        #expect(inner.context.parentSpanID == outer.context.spanID)
        #expect(outer.context.parentSpanID == nil)
        #expect(other.context.traceID != outer.context.traceID)
        #expect(collector.take().isEmpty)
    }

    @Test("traceparent: a valid header is continued, a malformed one ignored, and the context injected back")
    func traceparent() {
        let tracer = ShopTracer(sinks: [])
        var context = ServiceContext.topLevel
        tracer.extract(
            ["traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"], into: &context,
            using: DictionaryExtractor())
        #expect(context.shopSpanContext?.traceID == "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(context.shopSpanContext?.spanID == "00f067aa0ba902b7")
        let span = tracer.startSpan("child", context: context)
        #expect(span.spanContext.parentSpanID == "00f067aa0ba902b7")
        var headers: [String: String] = [:]
        tracer.inject(span.context, into: &headers, using: DictionaryInjector())
        #expect(headers["traceparent"] == "00-4bf92f3577b34da6a3ce929d0e0e4736-\(span.spanContext.spanID)-01")

        for bad in [
            "", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        ] {
            var fresh = ServiceContext.topLevel
            tracer.extract(["traceparent": bad], into: &fresh, using: DictionaryExtractor())
            #expect(fresh.shopSpanContext == nil, "\(bad)")
        }
    }

    @Test("a trace switch that is off reports nothing; statements outside any span are not recorded")
    func switchOff() {
        let collector = SpanCollector()
        let tracing = TraceSwitch(tracer: ShopTracer(sinks: [collector]), isOn: false)
        #expect(tracing.activeTracer == nil)
        tracing.recordStatement(system: "sqlite", sql: "SELECT 1", duration: .microseconds(3))
        tracing.isOn = true
        tracing.recordStatement(system: "sqlite", sql: "SELECT 1", duration: .microseconds(3))
        #expect(collector.take().isEmpty)
        tracing.tracer.withSpan("operation x", context: .topLevel) { _ in
            tracing.recordStatement(
                system: "sqlite", sql: "  SELECT name\n  FROM product WHERE id = ?", duration: .microseconds(3))
        }
        let spans = collector.take()
        #expect(spans.map(\.name) == ["sql SELECT", "operation x"])
        #expect(spans[0].attribute("db.statement") == "SELECT name FROM product WHERE id = ?")
        #expect(spans[0].attribute("db.system") == "sqlite")
        #expect(spans[0].durationNanoseconds >= 3_000)
    }

    @Test("a statement is shown on one line: runs of tabs, line ends and spaces become one space; other text stays")
    func statementOnOneLine() {
        let collector = SpanCollector()
        let tracing = TraceSwitch(tracer: ShopTracer(sinks: [collector]))
        let statements = [
            "\tSELECT 'café  ü'\r\n  FROM\tproduct\u{0B}WHERE\u{0C}id = ?  \n":
                "SELECT 'café ü' FROM product WHERE id = ?",
            "BEGIN IMMEDIATE": "BEGIN IMMEDIATE", " \n\t ": "",
        ]
        for (sql, shown) in statements {
            tracing.tracer.withSpan("operation x", context: .topLevel) { _ in
                tracing.recordStatement(system: "sqlite", sql: sql, duration: .microseconds(1))
            }
            let statement = collector.take().first { $0.name.hasPrefix("sql") }
            #expect(statement?.attribute("db.statement") == shown, "\(sql.debugDescription)")
        }
    }
}

struct DictionaryExtractor: Extractor {
    func extract(key: String, from carrier: [String: String]) -> String? { carrier[key] }
}

struct DictionaryInjector: Injector {
    func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) { carrier[key] = value }
}
