import HTTPTypes
import InMemoryTracing
import ShopApp
import ShopTestSupport
import ShopTracing
import Testing
import Tracing

/// The spans of real HTTP requests over loopback, on each backend: the server span, the operation, its boards and
/// its SQL, with their parent links and attributes, recorded by an in-memory tracer of the test's own.
@Suite("Request tracing")
struct RequestTracingTests {
    @Test(
        "GET /products/{id}: server span → operation → board → SQL, statements without values",
        arguments: Backend.enabled)
    func productByID(_ backend: Backend) async throws {
        let tracer = InMemoryTracer()
        try await LoopbackShop.with(backend, tracing: TraceSwitch(tracer: tracer)) { client, _ in
            let reply = try await client.send(.get, "/products/42")
            #expect(reply.status == .ok)
        }
        let spans = tracer.finishedSpans
        let server = try #require(spans.first { $0.kind == .server })
        #expect(server.operationName == "GET /products/{id}")
        #expect(server.parentSpanID == nil)
        #expect(server.text("http.route") == "/products/{id}")
        #expect(server.text("http.request.method") == "GET")
        #expect(server.text("url.path") == "/products/42")
        #expect(server.attributes["http.response.status_code"]?.toSpanAttribute() == .int64(200))
        #expect(server.status?.code != .error)
        #expect(spans.allSatisfy { $0.traceID == server.traceID })

        let operation = try #require(spans.first { $0.operationName == "operation product" })
        #expect(operation.parentSpanID == server.spanID)
        #expect(operation.text("shop.operation") == "product")
        let boards = spans.filter { $0.operationName.hasPrefix("board ") }
        #expect(!boards.isEmpty)
        #expect(boards.allSatisfy { $0.parentSpanID == operation.spanID })
        #expect(boards.allSatisfy { $0.text("boardy.board") == String($0.operationName.dropFirst("board ".count)) })

        let statements = spans.filter { $0.text("db.system") != nil }
        #expect(!statements.isEmpty)
        let boardIDs = Set(boards.map(\.spanID))
        for statement in statements {
            #expect(statement.kind == .client)
            #expect(statement.text("db.system") == (backend == .sqlite ? "sqlite" : "postgresql"))
            #expect(statement.parentSpanID.map(boardIDs.contains) == true, "\(statement.operationName)")
            #expect(statement.operationName == "sql \(statement.text("db.operation") ?? "")")
            let text = try #require(statement.text("db.statement"))
            #expect(!text.contains("42"), "a bound value in \(text)")
        }
        let select = try #require(statements.first { $0.text("db.operation") == "SELECT" })
        #expect(select.text("db.statement")?.contains(backend == .sqlite ? "?" : "$1") == true)
    }

    @Test(
        "a checkout: the session's SQL, the gate, the order's transaction, all in the request's trace",
        arguments: Backend.enabled)
    func checkout(_ backend: Backend) async throws {
        let tracer = InMemoryTracer()
        try await LoopbackShop.with(backend, tracing: TraceSwitch(tracer: tracer)) { client, _ in
            let token = try await client.login(demoUser: 1)
            let added = try await client.send(
                .post, "/cart/items", json: #"{"productId":3,"quantity":1}"#, token: token)
            #expect(added.status == .created)
            tracer.clearFinishedSpans()
            let placed = try await client.send(.post, "/orders", token: token)
            #expect(placed.status == .created, "\(placed.text)")
        }
        let spans = tracer.finishedSpans
        let server = try #require(spans.first { $0.kind == .server })
        #expect(server.operationName == "POST /orders")
        #expect(server.attributes["http.response.status_code"]?.toSpanAttribute() == .int64(201))
        #expect(spans.allSatisfy { $0.traceID == server.traceID })
        #expect(spans.filter { $0.kind == .server }.count == 1)
        let operation = try #require(spans.first { $0.operationName == "operation checkout" })
        #expect(operation.parentSpanID == server.spanID)
        let checkoutBoards = spans.filter {
            $0.operationName.hasPrefix("board ") && $0.parentSpanID == operation.spanID
        }
        #expect(!checkoutBoards.isEmpty)
        let ids = Set(spans.map(\.spanID))
        #expect(
            spans.allSatisfy { $0.parentSpanID == nil || ids.contains($0.parentSpanID!) },
            "every parent is in the trace")
        // The order is placed in one transaction under the checkout's board.
        let underCheckout = Set(checkoutBoards.map(\.spanID))
        let statements = spans.filter { $0.text("db.system") != nil && underCheckout.contains($0.parentSpanID ?? "") }
        #expect(statements.contains { $0.text("db.operation") == "BEGIN" })
        #expect(statements.contains { $0.text("db.operation") == "INSERT" })
        #expect(statements.contains { $0.text("db.operation") == "COMMIT" })
        // Resuming the bearer token reads the session before the operation runs, inside the server span.
        #expect(
            spans.contains {
                $0.text("db.system") != nil && $0.parentSpanID != nil && !underCheckout.contains($0.parentSpanID!)
            })
    }

    @Test("an error response marks the server span and the operation's", arguments: Backend.enabled)
    func errorMarksSpans(_ backend: Backend) async throws {
        let tracer = InMemoryTracer()
        try await LoopbackShop.with(backend, tracing: TraceSwitch(tracer: tracer)) { client, _ in
            let reply = try await client.send(.get, "/products/999999")
            #expect(reply.status == .notFound)
        }
        let spans = tracer.finishedSpans
        let server = try #require(spans.first { $0.kind == .server })
        #expect(server.status?.code == .error)
        #expect(server.text("error.type") == "404")
        let operation = try #require(spans.first { $0.operationName == "operation product" })
        #expect(operation.status?.code == .error)
        #expect(operation.text("error.type") == "not-found")
    }

    @Test("an incoming traceparent is continued: same trace id, the caller's span as parent")
    func traceparentContinued() async throws {
        let collector = SpanCollector()
        let tracing = TraceSwitch(tracer: ShopTracer(sinks: [collector]))
        let traceID = "4bf92f3577b34da6a3ce929d0e0e4736"
        let callerSpan = "00f067aa0ba902b7"
        try await LoopbackShop.with(.sqlite, tracing: tracing) { client, _ in
            let reply = try await client.send(
                .get, "/products/7", headers: [HTTPField.Name("traceparent")!: "00-\(traceID)-\(callerSpan)-01"])
            #expect(reply.status == .ok)
            let untraced = try await client.send(.get, "/products/8")
            #expect(untraced.status == .ok)
        }
        let spans = collector.take()
        let servers = spans.filter { $0.kind == .server }
        #expect(servers.count == 2)
        let continued = try #require(servers.first { $0.attribute("url.path") == "/products/7" })
        #expect(continued.context.traceID == traceID)
        #expect(continued.context.parentSpanID == callerSpan)
        #expect(spans.filter { $0.context.traceID == traceID }.count > 1, "the operation and below join the trace")
        let fresh = try #require(servers.first { $0.attribute("url.path") == "/products/8" })
        #expect(fresh.context.traceID != traceID)
        #expect(fresh.context.parentSpanID == nil)
    }
}

extension FinishedInMemorySpan {
    /// A string attribute's value.
    func text(_ name: String) -> String? {
        guard case let .string(value)? = attributes[name]?.toSpanAttribute() else { return nil }
        return value
    }
}
