import Foundation
import ShopTracing
import Testing
import Tracing

/// The `--trace-output` exporter: well-formed JSON lines, one per span as it ends, in a 0600 file.
@Suite("JSON-lines span export")
struct JSONLinesSpanWriterTests {
    @Test("each ended span is one JSON line with ids, parent, kind, start, duration, attributes and status")
    func wellFormedLines() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("spans.jsonl").path
        let tracer = ShopTracer(sinks: [try JSONLinesSpanWriter(path: path)])

        let root = tracer.startSpan("GET /products/{id}", context: .topLevel, ofKind: .server)
        root.attributes["http.response.status_code"] = 200
        let child = tracer.startSpan("sql SELECT", context: root.context, ofKind: .client)
        child.attributes["db.statement"] = "SELECT \"name\" FROM product WHERE id = ?"
        child.recordError(TestFailure())
        child.end()
        #expect(try lines(of: path).count == 1, "a line is written when its span ends")
        root.end()
        root.end()

        let objects = try lines(of: path).map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2)
        let (sql, server) = (objects[0], objects[1])
        #expect(server["name"] as? String == "GET /products/{id}")
        #expect(server["kind"] as? String == "server")
        #expect(server["parentSpanId"] is NSNull)
        #expect((server["traceId"] as? String)?.count == 32)
        #expect((server["spanId"] as? String)?.count == 16)
        #expect((server["start"] as? Int).map { $0 > 1_700_000_000 * 1_000_000_000 } == true, "Unix nanoseconds")
        #expect(server["durationNanoseconds"] is Int)
        #expect((server["attributes"] as? [String: Any])?["http.response.status_code"] as? Int == 200)
        #expect((server["status"] as? [String: Any])?["code"] as? String == "ok")
        #expect(sql["traceId"] as? String == server["traceId"] as? String)
        #expect(sql["parentSpanId"] as? String == server["spanId"] as? String)
        #expect(sql["kind"] as? String == "client")
        #expect(
            (sql["attributes"] as? [String: Any])?["db.statement"] as? String
                == "SELECT \"name\" FROM product WHERE id = ?")
        let status = try #require(sql["status"] as? [String: Any])
        #expect(status["code"] as? String == "error")
        #expect(status["message"] as? String == "the test's failure")

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("a file that cannot be created is a clear error")
    func unwritable() {
        #expect(throws: TraceOutputError.self) {
            _ = try JSONLinesSpanWriter(path: "/nonexistent-directory-\(UUID().uuidString)/spans.jsonl")
        }
    }

    private func lines(of path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}

/// An error with a fixed description.
struct TestFailure: Error, CustomStringConvertible {
    var description: String { "the test's failure" }
}
