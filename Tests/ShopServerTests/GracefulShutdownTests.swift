import AsyncHTTPClient
import Foundation
import NIOHTTP1
import PostgresNIO
import PostgresStore
import ShopApp
import ShopTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM while a checkout waits on a row lock in PostgreSQL: the server stops accepting, lets the checkout
/// finish (its database still open), and only then closes the pool and exits 0.
@Suite(
    "shop-server binary: graceful shutdown drains before the database closes",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
struct GracefulShutdownTests {
    @Test(
        "a checkout in flight at SIGTERM is answered 201 and kept; new connections are refused; exit 0",
        .timeLimit(.minutes(3)))
    func drainsThenCloses() async throws {
        let url = try await PostgresTestServer.createDatabase()
        let database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 3)
        do {
            try await drain(url: url, database: database)
            await database.close()
            try await PostgresTestServer.dropDatabase(url)
        } catch {
            await database.close()
            try? await PostgresTestServer.dropDatabase(url)
            throw error
        }
    }

    private func drain(url: PostgresURL, database: PostgresStore.PostgresDatabase) async throws {
        try await ServerBinaryClient.withHTTPClient { http in
            let server = try await ServerProcess.start(databaseURL: TwoServerBuyersTests.text(of: url), client: http)
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
            let token = try await client.registerAndLogIn("drainer", password: "drainer-password")
            let added = try await client.send(
                .POST, "/cart/items", json: #"{"productId":1,"quantity":1}"#, token: token)
            #expect([200, 201].contains(added.status), "\(added)")

            let release = AsyncStream<Void>.makeStream()
            let locked = AsyncStream<Void>.makeStream()
            let holder = Task {
                try await database.withConnection { connection in
                    try await connection.query("BEGIN", logger: database.logger)
                    try await connection.query(
                        "SELECT id FROM product WHERE id = 1 FOR UPDATE", logger: database.logger)
                    locked.continuation.yield()
                    for await _ in release.stream { break }
                    try await connection.query("COMMIT", logger: database.logger)
                }
            }
            for await _ in locked.stream { break }
            let checkout = Task { try await client.send(.POST, "/orders", token: token) }
            try await waitUntil("the checkout waits on the row lock") {
                try await database.integers(
                    "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()"
                ) == [1]
            }
            kill(server.pid, SIGTERM)
            try await waitUntil("the server stops accepting connections") { !Self.accepts(port: server.port) }
            release.continuation.yield()
            try await holder.value
            let order = try await checkout.value
            #expect(order.status == 201, "the checkout in flight finished on an open database: \(order)")
            let status = await server.terminate()
            #expect(status == 0, "\(server.log)")
            let id = try #require(order.json?["id"]?.int)
            let kept = try await database.integers("SELECT count(*) FROM customer_order WHERE id = \(Int64(id))")
            #expect(kept == [1], "the answered order is kept")
        }
    }

    /// Polls `condition` every 20 ms, up to 60 s, failing the test with `what` if it never holds.
    private func waitUntil(_ what: String, _ condition: () async throws -> Bool) async throws {
        for _ in 0..<3000 {
            if try await condition() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("timed out waiting until \(what)")
        throw CancellationError()
    }

    /// Whether a TCP connection to 127.0.0.1:`port` is accepted.
    private static func accepts(port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
