import Foundation
import Testing

/// Requests the HTTP/1.1 parser refuses get the API's error shape, not HummingbirdCore's empty 400, and a `CONNECT`
/// an answer with a length (issue 43, D8). The client sends the whole request, then reads until the server closes:
/// the server half-closes after its answer and reads on, so the answer is never lost to a reset.
@Suite("shop-server: requests the HTTP parser refuses", .timeLimit(.minutes(5)))
struct ParserErrorTests {
    @Test(
        "a malformed request line, header, version or chunk is 400 bad-request in JSON, and the connection closes",
        arguments: [
            "GE T /products/1 HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /products/1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
            "GET /products/1 HTTP/9.9\r\nHost: x\r\n\r\n",
            "POST /sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "zz\r\n{}\r\n0\r\n\r\n",
            "GET /products/1 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
            "GET /products/1 HTTP/1.1\r\nHost: x\r\nX-Long: " + String(repeating: "a", count: 100 * 1024) + "\r\n\r\n",
        ])
    func malformed(request: String) async throws {
        try await TestServer.live { port, _ in
            let (answer, ending) = try await RawHTTPConnection(port: port).exchange(request)
            #expect(ending == .closed, "\(answer)")
            #expect(answer.status == 400, "\(answer)")
            #expect(answer.header("Content-Type") == "application/json", "\(answer)")
            #expect(answer.header("Connection") == "close", "\(answer)")
            #expect(answer.contentLength == answer.body.utf8.count, "\(answer)")
            #expect(answer.errorCode?.code == "bad-request", "\(answer)")
            #expect(answer.errorCode?.message.contains("not valid HTTP/1.1") == true, "\(answer)")
        }
    }

    @Test("a malformed request after a served one on the same connection is 400 bad-request in JSON")
    func afterAServedRequest() async throws {
        try await TestServer.live { port, _ in
            let connection = try RawHTTPConnection(port: port)
            await connection.send("GET /products/1 HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await connection.readAnswer()?.status == 200)
            let (answer, ending) = await connection.exchange("GET /products/1 HTTP/1.1\r\nHost: x\r\nBad\r\n\r\n")
            #expect(ending == .closed && answer.status == 400, "\(answer)")
            #expect(answer.errorCode?.code == "bad-request", "\(answer)")
        }
    }

    @Test("CONNECT is answered 405 method-not-allowed in JSON with a length, and the connection closes")
    func connect() async throws {
        try await TestServer.live { port, _ in
            let (answer, ending) = try await RawHTTPConnection(port: port).exchange(
                "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
            #expect(ending == .closed, "\(answer)")
            #expect(answer.status == 405, "\(answer)")
            #expect(answer.contentLength == answer.body.utf8.count && answer.contentLength ?? 0 > 0, "\(answer)")
            #expect(answer.errorCode?.code == "method-not-allowed", "\(answer)")
        }
    }

    @Test(
        "a method the router does not know is answered in JSON with a length (405 with Allow, or 400 if unparsable)",
        arguments: ["PROPFIND", "TRACE", "PURGE", "FOO"])
    func unknownMethod(method: String) async throws {
        try await TestServer.live { port, _ in
            let (answer, ending) = try await RawHTTPConnection(port: port).exchange(
                "\(method) /products/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            print("\(method) /products/1: \(answer.status ?? 0) \(answer.errorCode?.code ?? "-")")
            #expect(ending == .closed, "\(answer)")
            #expect([400, 405].contains(answer.status ?? 0), "\(answer)")
            #expect(answer.contentLength == answer.body.utf8.count && answer.contentLength ?? 0 > 0, "\(answer)")
            #expect(["method-not-allowed", "bad-request"].contains(answer.errorCode?.code ?? ""), "\(answer)")
            if answer.status == 405 { #expect(answer.header("Allow")?.contains("GET") == true, "\(answer)") }
        }
    }

    @Test("a request asking to upgrade the connection is answered as usual, then the connection closes")
    func upgrade() async throws {
        try await TestServer.live { port, _ in
            let (answer, ending) = try await RawHTTPConnection(port: port).exchange(
                "GET /products/1 HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n")
            #expect(ending == .closed, "\(answer)")
            #expect(answer.status == 200 && answer.header("Connection") == "close", "\(answer)")
        }
    }

    @Test("a well-formed request on the same kind of connection is answered as usual")
    func wellFormed() async throws {
        try await TestServer.live { port, _ in
            let (answer, ending) = try await RawHTTPConnection(port: port).exchange(
                "GET /products/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 200 && ending == .closed, "\(answer)")
        }
    }
}
