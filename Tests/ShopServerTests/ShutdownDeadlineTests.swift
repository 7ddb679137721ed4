import Foundation
import NIOHTTP1
import ShopTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The shutdown deadline on the real binary (issue 43, D6): a client trickling a body no longer keeps the server
/// alive after SIGTERM; `shutdown-timeout` after it the connection is closed and the process exits 0.
@Suite("shop-server binary: the shutdown deadline")
struct ShutdownDeadlineTests {
    @Test(
        "SIGTERM with a client trickling a body: the connection is closed and the process exits 0",
        .timeLimit(.minutes(3)))
    func tricklingClient() async throws {
        try await ServerBinaryClient.withHTTPClient { http in
            let server = try await ServerProcess.start(
                environment: [
                    "SHOP_TEST_PASSWORD_COST": "testing", "SHOP_SHUTDOWN_TIMEOUT": "2s", "SHOP_BODY_TIMEOUT": "1h",
                    "SHOP_IDLE_TIMEOUT": "1h",
                ], client: http)
            let connection = try RawHTTPConnection(host: "127.0.0.1", port: server.port, timeout: 60)
            // A body of 1000 bytes at one byte every 200 ms would take more than three minutes.
            #expect(
                await connection.send(
                    "POST /sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"
                ))
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
            #expect(try await client.send(.GET, "/health").status == 200, "the server runs")
            let trickle = Task {
                var sent = 0
                while !Task.isCancelled, await connection.send(" ") {
                    sent += 1
                    try? await Task.sleep(for: .milliseconds(200))  // the trickle's pace, not a synchronisation
                }
                return sent
            }
            let start = ContinuousClock.now
            let status = await server.terminate(timeout: .seconds(60))
            let elapsed = ContinuousClock.now - start
            print("shutdown with a trickling client: exit \(status) after \(elapsed)")
            #expect(status == 0, "\(server.log)")
            let (text, ending) = await connection.readToEnd()
            #expect(ending != .timedOut, "the trickling connection was closed: \(text)")
            trickle.cancel()
            _ = await trickle.value
        }
    }
}
