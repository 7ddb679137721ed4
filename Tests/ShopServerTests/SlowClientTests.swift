import Foundation
import ShopServer
import Testing

/// Idle, slow and excess connections against a real server over loopback (issue 43, D5): the deadlines close them
/// (408 `timeout` when an answer can still be written), the cap refuses past its limit, others keep being served.
/// Deadlines are 1 s here; every read gives up after 120 s (a generous hang limit: a loaded test run can hold a new
/// connection in the accept queue for tens of seconds), so a connection never closed fails instead of hanging.
@Suite("shop-server: slow and idle clients", .timeLimit(.minutes(5)))
struct SlowClientTests {
    /// Short deadlines: 1 s for a head and a body, the idle timeout `idle`.
    static func short(idle: Duration = .seconds(60)) -> (inout ShopServerConfiguration) -> Void {
        { configuration in
            configuration.connections.idleTimeout = idle
            configuration.connections.headerTimeout = .seconds(1)
            configuration.connections.bodyTimeout = .seconds(1)
        }
    }

    @Test("a connection that sends nothing is closed by the idle timeout and counted as a timeout")
    func idle() async throws {
        try await TestServer.live(Self.short(idle: .seconds(1))) { port, api in
            let connection = try RawHTTPConnection(port: port)
            let start = ContinuousClock.now
            let (text, ending) = await connection.readToEnd()
            print("idle connection (idle-timeout 1 s) closed after \(ContinuousClock.now - start)")
            #expect(ending == .closed, "\(text)")
            #expect(text.isEmpty, "an idle connection is closed without an answer: \(text)")
            // The test framework's own client connection, idle too, may have been closed as well.
            #expect(Self.rejected("timeout", api) >= 1)
        }
    }

    @Test("a head that never ends is answered 408 timeout in JSON, and the connection closes")
    func partialHead() async throws {
        try await TestServer.live(Self.short()) { port, api in
            let connection = try RawHTTPConnection(port: port)
            let start = ContinuousClock.now
            let (answer, ending) = await connection.exchange("GET /products/1 HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            print(
                "partial head (header-timeout 1 s): \(answer.status ?? 0), closed after \(ContinuousClock.now - start)")
            #expect(ending == .closed, "\(answer)")
            #expect(answer.status == 408, "\(answer)")
            #expect(answer.errorCode?.code == "timeout", "\(answer)")
            #expect(answer.contentLength == answer.body.utf8.count, "\(answer)")
            #expect(answer.header("Connection") == "close", "\(answer)")
            #expect(Self.rejected("timeout", api) == 1)
        }
    }

    @Test("a body that stops short is answered 408 timeout in JSON, and the connection closes")
    func slowBody() async throws {
        try await TestServer.live(Self.short()) { port, api in
            let connection = try RawHTTPConnection(port: port)
            let start = ContinuousClock.now
            let (answer, ending) = await connection.exchange(
                "POST /sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n"
                    + #"{"username":"#)
            print("slow body (body-timeout 1 s): \(answer.status ?? 0), closed after \(ContinuousClock.now - start)")
            #expect(ending == .closed, "\(answer)")
            #expect(answer.status == 408, "\(answer)")
            #expect(answer.errorCode?.code == "timeout", "\(answer)")
            #expect(answer.errorCode?.message.contains("body") == true, "\(answer)")
            #expect(Self.rejected("timeout", api) == 1)
        }
    }

    @Test("a keep-alive connection serves several requests, then its next head gets the head deadline again")
    func keepAlive() async throws {
        try await TestServer.live(Self.short()) { port, _ in
            let connection = try RawHTTPConnection(port: port)
            for _ in 0..<3 {
                await connection.send("GET /products/1 HTTP/1.1\r\nHost: x\r\n\r\n")
                let answer = await connection.readAnswer()
                #expect(answer?.status == 200, "\(String(describing: answer))")
            }
            let (answer, ending) = await connection.exchange("GET /products/2 HTTP/1.1\r\n")
            #expect(ending == .closed && answer.status == 408, "\(answer)")
        }
    }

    @Test("while 20 slowloris connections hold partial heads, 20 other clients are answered")
    func slowlorisDoesNotStarve() async throws {
        let holdHeads: (inout ShopServerConfiguration) -> Void = { $0.connections.headerTimeout = .seconds(120) }
        try await TestServer.live(holdHeads) { port, _ in
            var held: [RawHTTPConnection] = []
            for index in 0..<20 {
                let connection = try RawHTTPConnection(port: port)
                #expect(await connection.send("GET /products/\(index + 1) HTTP/1.1\r\nHost: x\r\nX-Slow: a"))
                held.append(connection)
            }
            for index in 0..<20 {
                let client = try RawHTTPConnection(port: port)
                let (answer, ending) = await client.exchange(
                    "GET /products/\(index + 1) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                #expect(answer.status == 200 && ending == .closed, "\(answer)")
            }
            for connection in held { connection.close() }
        }
    }

    @Test("past max-connections a new connection gets 503 too-many-connections in JSON and is closed; a slot frees")
    func cap() async throws {
        let capped: (inout ShopServerConfiguration) -> Void = { $0.connections.maximumConnections = 3 }
        try await TestServer.live(capped) { port, api in
            // The test framework's own client may hold one of the three slots.
            var held: [RawHTTPConnection] = []
            var refused: (answer: RawHTTPAnswer, ending: RawHTTPConnection.Ending)?
            for _ in 0..<4 where refused == nil {
                let connection = try RawHTTPConnection(port: port)
                await connection.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                let answer = await connection.readAnswer()
                if answer?.status == 200 {
                    held.append(connection)
                } else {
                    let rest = await connection.readToEnd()
                    refused = (answer ?? RawHTTPAnswer(rest.text), rest.ending)
                }
            }
            #expect(held.count >= 2, "connections within the cap are served")
            let answer = try #require(refused, "a connection past the cap is refused").answer
            #expect(refused?.ending == .closed, "\(answer)")
            #expect(answer.status == 503, "\(answer)")
            #expect(answer.errorCode?.code == "too-many-connections", "\(answer)")
            #expect(answer.header("Retry-After") == "1" && answer.header("Connection") == "close", "\(answer)")
            #expect(answer.contentLength == answer.body.utf8.count, "\(answer)")
            #expect(Self.rejected("too-many-connections", api) == 1)

            await held[1].send("GET /products/1 HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await held[1].readAnswer()?.status == 200, "the held connections are still served")
            held[0].close()
            var served = false
            for _ in 0..<1500 where !served {
                let retry = try RawHTTPConnection(port: port)
                let (again, _) = await retry.exchange("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                served = again.status == 200
                if !served {
                    #expect(again.status == 503, "\(again)")
                    try await Task.sleep(for: .milliseconds(20))  // polling for the slot, up to 30 s
                }
            }
            #expect(served, "a slot frees when a connection closes")
        }
    }

    /// The value of `shop_http_rejected_total{reason="<reason>"}` in `api`'s metrics.
    static func rejected(_ reason: String, _ api: ShopAPI) -> Int {
        let prefix = #"shop_http_rejected_total{reason="\#(reason)"} "#
        let line = api.metrics.exposition().split(separator: "\n").first { $0.hasPrefix(prefix) }
        return line.flatMap { Int($0.dropFirst(prefix.count)) } ?? -1
    }
}
