import AuthData
import Foundation
import HTTPTypes
import Hummingbird
import ShopApp
import ShopServer
import Testing

@Suite("The general rate limit and trusted proxies over real HTTP")
struct RateLimitRouteTests {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let first: HTTPFields = [forwardedFor: "198.51.100.1"]
    static let second: HTTPFields = [forwardedFor: "203.0.113.1, 198.51.100.2"]
    static let secondAgain: HTTPFields = [forwardedFor: "192.0.2.77, 198.51.100.2"]

    @Test("Past the burst a client gets 429 rate-limited with Retry-After; health and metrics stay open")
    func refusesPastTheBurst() async throws {
        try await TestServer.serving(Self.limited(3)) { client, _ in
            for _ in 0..<3 { #expect(try await client.send(.get, "/products/1").status == .ok) }
            let refused = try await client.send(.get, "/products/1")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.error.code == "rate-limited")
            #expect(refused.headers[.retryAfter].flatMap { Int($0) }.map { $0 >= 1 } == true)
            #expect(
                try await client.send(.post, "/sessions", json: #"{"username":"a","password":"b"}"#).status
                    == .tooManyRequests)
            for path in ["/health", "/health/live", "/health/ready", "/metrics"] {
                #expect(try await client.send(.get, path).status == .ok, "\(path)")
            }
            let metrics = try await client.send(.get, "/metrics").text
            #expect(metrics.contains(#"status="429""#))
            #expect(metrics.contains("\n\(ShopMetrics.rejectedName){reason=\"rate-limited\"} 2\n"), "\(metrics)")
        }
    }

    @Test("An untrusted peer cannot escape the limit by inventing X-Forwarded-For addresses")
    func spoofedHeaderIgnored() async throws {
        try await TestServer.serving(Self.limited(2)) { client, _ in
            var statuses: [HTTPResponse.Status] = []
            for n in 0..<4 {
                statuses.append(
                    try await client.send(.get, "/products/1", headers: [Self.forwardedFor: "198.51.100.\(n)"]).status)
            }
            #expect(statuses == [.ok, .ok, .tooManyRequests, .tooManyRequests])
        }
    }

    /// The status of `GET /products/1` sent with `headers`.
    static func productStatus(_ client: TestShopClient, _ headers: HTTPFields) async throws -> HTTPResponse.Status {
        try await client.send(.get, "/products/1", headers: headers).status
    }

    /// A server configuration allowing `count` requests an hour per client, trusting loopback as a proxy if asked.
    static func limited(_ count: Int?, trustingLoopback: Bool = false) -> ShopServerConfiguration {
        var configuration = ShopServerConfiguration(port: 0)
        configuration.rateLimit = count.map { RequestRateLimit(count: $0, per: .seconds(3600)) }
        if trustingLoopback {
            configuration.trustedProxies = TrustedProxies(networks: [IPNetwork("127.0.0.0/8")!, IPNetwork("::1")!])
        }
        return configuration
    }

    /// One registration an hour per client.
    static func oneRegistration(_ configuration: inout ShopConfiguration) {
        configuration.registrationLimit = RegistrationLimit(limit: 1, window: .seconds(3600))
    }

    @Test("Behind a trusted proxy each forwarded client has a bucket of its own")
    func trustedProxyClients() async throws {
        try await TestServer.serving(Self.limited(2, trustingLoopback: true)) { client, _ in
            var statuses: [HTTPResponse.Status] = []
            // secondAgain differs from second only left of the proxy's entry, which the client wrote itself.
            for headers in [Self.first, Self.first, Self.first, Self.second, Self.secondAgain, Self.secondAgain] {
                statuses.append(try await Self.productStatus(client, headers))
            }
            #expect(statuses == [.ok, .ok, .tooManyRequests, .ok, .ok, .tooManyRequests])
        }
    }

    @Test(
        "The registration limit keys on the forwarded client only when the proxy is trusted",
        arguments: [true, false])
    func registrationLimitKeysOnClient(trusted: Bool) async throws {
        try await TestServer.serving(Self.limited(nil, trustingLoopback: trusted), shop: Self.oneRegistration) {
            client, _ in
            func register(_ name: String, from address: String) async throws -> TestReply {
                try await client.send(
                    .post, "/users", json: #"{"username":"\#(name)","password":"a long enough password"}"#,
                    headers: [Self.forwardedFor: address])
            }
            #expect(try await register("first-user", from: "198.51.100.1").status == .created)
            #expect(try await register("second-user", from: "198.51.100.1").status == .tooManyRequests)
            let other = try await register("third-user", from: "198.51.100.2")
            #expect(other.status == (trusted ? .created : .tooManyRequests), "\(other.text)")
        }
    }
}
