import HTTPTypes
import Logging
import Testing

@testable import ShopServer

@Suite("shop-server: access lines")
struct AccessLogTests {
    @Test("an access line written directly is the line ServerLogHandler writes for the same request")
    func sameLineAsTheHandler() throws {
        let handler = ServerLogHandler(label: "shop-server", level: .info)
        let accessLog = try #require(AccessLog(logger: Logger(label: "shop-server") { _ in handler }))
        for (status, duration, path) in [
            (200, Duration.microseconds(1234), "/products/4"), (404, .zero, "/nowhere"),
            (201, .seconds(12) + .microseconds(5), "/orders"), (500, .microseconds(10_999), "/cart/items/7"),
        ] {
            let event = LogEvent(
                level: .info, message: "POST \(path) \(status) \(ShopMiddleware.milliseconds(duration)) ms",
                metadata: ["request.id": "3f9c-12", "http.route": "/route/{id}"], source: "ShopServer",
                file: #fileID, function: #function, line: #line)
            let direct = accessLog.line(
                method: "POST", path: path, status: status, duration: duration, route: "/route/{id}",
                requestID: "3f9c-12", timestamp: "2026-11-26T13:05:32.123Z")
            #expect(
                String(decoding: direct, as: UTF8.self) == handler.line(for: event, at: "2026-11-26T13:05:32.123Z"))
        }
    }

    @Test("lines go direct only for a ServerLogHandler that writes info and has no metadata of its own")
    func onlyForAPlainServerHandler() {
        #expect(AccessLog(logger: Logger(label: "x") { ServerLogHandler(label: $0, level: .info) }) != nil)
        #expect(AccessLog(logger: Logger(label: "x") { ServerLogHandler(label: $0, level: .trace) }) != nil)
        #expect(AccessLog(logger: Logger(label: "x") { ServerLogHandler(label: $0, level: .warning) }) == nil)
        #expect(AccessLog(logger: Logger(label: "x") { StreamLogHandler.standardError(label: $0) }) == nil)
        var withMetadata = Logger(label: "x") { ServerLogHandler(label: $0, level: .info) }
        withMetadata[metadataKey: "node"] = "a"
        #expect(AccessLog(logger: withMetadata) == nil)
        var withHummingbirdID = Logger(label: "x") { ServerLogHandler(label: $0, level: .info) }
        withHummingbirdID[metadataKey: "hb.request.id"] = "1f"
        #expect(AccessLog(logger: withHummingbirdID) != nil, "Hummingbird's id is not kept, so it does not count")
    }

    @Test("each request through the API writes one access line with its route, its id, status and duration")
    func requestsWriteTheirLines() async throws {
        let pipe = try ServerLogOutputTests.Pipe()
        let output = ServerLogOutput(fileDescriptor: pipe.write, interval: .seconds(3600))
        let logger = Logger(label: "shop-server") { ServerLogHandler(label: $0, level: .info, output: output) }
        try await TestServer.with(logger: logger) { client, _ in
            let found = try await client.send(.get, "/products/1", headers: [ShopMiddleware.requestIDField: "id-1"])
            #expect(found.status == .ok)
            let missing = try await client.send(
                .get, "/products/999999", headers: [ShopMiddleware.requestIDField: "id-2"])
            #expect(missing.status == .notFound)
        }
        output.flush()
        let lines = pipe.drain().split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "\(lines)")
        for (line, (id, status)) in zip(lines, [("id-1", 200), ("id-2", 404)]) {
            let pattern =
                #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z info shop-server: http\.route=/products/\{id\} request\.id=(.+) \[ShopServer\] GET /products/\d+ (\d{3}) \d+\.\d\d ms$/#
            let match = try #require(line.wholeMatch(of: pattern), "\(line)")
            #expect(match.output.1 == id)
            #expect(Int(match.output.2) == status)
        }
    }
}
