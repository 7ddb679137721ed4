import AuthData
import Foundation
import HTTPTypes
import ShopApp
import ShopServer
import ShopTestSupport
import Testing

/// Password hashing and registration under pressure, over real HTTP: a saturated hashing pool answers 503 `busy`
/// with `Retry-After`, and registration is rate limited per client (429 `rate-limited` with `Retry-After`).
@Suite("shop-server: bounded password hashing and the registration limit")
struct ExpensiveWorkRouteTests {
    @Test(
        "hashing saturated: register and login answer 503 busy with Retry-After, the gauge shows it; once free, 201",
        arguments: Backend.enabled)
    func busy(_ backend: Backend) async throws {
        let pool = PasswordHashPool(concurrency: 1, queueLimit: 0)
        try await LoopbackShop.with(
            backend, configure: { $0.passwordHashing = pool },
            { client, _ in
                let gate = ThreadGate()
                async let held: Void? = pool.run { gate.arriveAndWait() }
                await gate.arrivals(1)
                let register = try await client.send(
                    .post, "/users", json: #"{"username":"newcomer","password":"newcomer-password"}"#)
                #expect(register.status == .serviceUnavailable, "\(register.text)")
                #expect(register.error.code == "busy")
                #expect(register.error.message == "too many passwords are being checked at once; try again in 1 s")
                #expect(register.headers[.retryAfter] == "1")
                let login = try await client.send(
                    .post, "/sessions", json: #"{"username":"user0001","password":"password-0001"}"#)
                #expect(login.status == .serviceUnavailable, "\(login.text)")
                #expect(login.error.code == "busy")
                #expect(login.headers[.retryAfter] == "1")
                let metrics = try await client.send(.get, "/metrics")
                #expect(metrics.text.contains("\n\(ShopMetrics.passwordHashQueueDepthName) 1.0\n"), "\(metrics.text)")
                #expect(metrics.text.contains("\n\(ShopMetrics.rejectedName){reason=\"busy\"} 2\n"), "\(metrics.text)")
                let cheap = try await client.send(.get, "/products/1")
                #expect(cheap.status == .ok, "cheap routes do not wait for hashing")
                gate.open()
                _ = await held
                let again = try await client.send(
                    .post, "/users", json: #"{"username":"newcomer","password":"newcomer-password"}"#)
                #expect(again.status == .created, "\(again.text)")
                let idle = try await client.send(.get, "/metrics")
                #expect(idle.text.contains("\n\(ShopMetrics.passwordHashQueueDepthName) 0.0\n"))
            })
    }

    @Test(
        "a client registers 2 times in its window, then 429 rate-limited with Retry-After; nothing is hashed",
        arguments: Backend.enabled)
    func registrationLimit(_ backend: Backend) async throws {
        let limit = RegistrationLimit(limit: 2, window: .seconds(600))
        try await LoopbackShop.with(
            backend, configure: { $0.registrationLimit = limit },
            { client, _ in
                for name in ["first-user", "second-user"] {
                    let reply = try await client.send(
                        .post, "/users", json: #"{"username":"\#(name)","password":"password-x1"}"#)
                    #expect(reply.status == .created, "\(reply.text)")
                }
                let refused = try await client.send(
                    .post, "/users", json: #"{"username":"third-user","password":"password-x1"}"#)
                #expect(refused.status == .tooManyRequests, "\(refused.text)")
                #expect(refused.error.code == "rate-limited")
                #expect(
                    refused.error.message?.hasPrefix("too many registrations from this client; try again in ") == true)
                let wait = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
                #expect((1...600).contains(wait))
                let login = try await client.send(
                    .post, "/sessions", json: #"{"username":"first-user","password":"password-x1"}"#)
                #expect(login.status == .created, "logins are not registrations")
                let metrics = try await client.send(.get, "/metrics")
                #expect(metrics.text.contains("\n\(ShopMetrics.rejectedName){reason=\"rate-limited\"} 1\n"))
                #expect(metrics.text.contains("\n\(ShopMetrics.rejectedName){reason=\"busy\"} 0\n"))
            })
    }
}
