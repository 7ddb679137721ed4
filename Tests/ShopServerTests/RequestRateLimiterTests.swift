import Testing

@testable import ShopServer

@Suite("The general rate limit's token buckets")
struct RequestRateLimiterTests {
    let start = ContinuousClock.now

    @Test("A client gets its burst at once, then one request per refill interval")
    func burstThenRefill() throws {
        let limiter = RequestRateLimiter(RequestRateLimit(count: 2, per: .seconds(1), burst: 3))
        for _ in 0..<3 { #expect(limiter.admit("a", now: start) == nil) }
        let wait = try #require(limiter.admit("a", now: start))
        #expect(wait == .milliseconds(500))
        #expect(limiter.admit("a", now: start + .milliseconds(499)) != nil)
        // Two tokens a second: after one second, two more requests and no third.
        #expect(limiter.admit("a", now: start + .milliseconds(1000)) == nil)
        #expect(limiter.admit("a", now: start + .milliseconds(1000)) == nil)
        #expect(limiter.admit("a", now: start + .milliseconds(1000)) != nil)
        // A long pause refills the bucket to the burst, never beyond.
        for _ in 0..<3 { #expect(limiter.admit("a", now: start + .seconds(60)) == nil) }
        #expect(limiter.admit("a", now: start + .seconds(60)) != nil)
    }

    @Test("Clients have buckets of their own")
    func independentClients() {
        let limiter = RequestRateLimiter(RequestRateLimit(count: 1, per: .seconds(60)))
        #expect(limiter.admit("a", now: start) == nil)
        #expect(limiter.admit("a", now: start) != nil)
        #expect(limiter.admit("b", now: start) == nil)
    }

    @Test("Concurrent requests of one client are admitted exactly up to the burst")
    func concurrentAdmissions() async {
        let limiter = RequestRateLimiter(RequestRateLimit(count: 1, per: .seconds(3600), burst: 50))
        let now = start
        let admitted = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<400 { group.addTask { limiter.admit("same", now: now) == nil } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(admitted == 50)
    }

    @Test("The table stays bounded under a flood of distinct clients")
    func boundedTable() {
        let limiter = RequestRateLimiter(
            RequestRateLimit(count: 1, per: .seconds(3600)), maximumClients: 64, shardCount: 4)
        for n in 0..<10_000 { _ = limiter.admit("client-\(n)", now: start) }
        #expect(limiter.clientCount <= 64)
        #expect(limiter.clientCount > 0)
    }

    @Test("Clients whose buckets refilled are dropped before anyone else")
    func refilledGoFirst() {
        let limiter = RequestRateLimiter(
            RequestRateLimit(count: 1, per: .seconds(1)), maximumClients: 4, shardCount: 1)
        #expect(limiter.admit("busy", now: start + .seconds(10)) == nil)
        for n in 0..<3 { _ = limiter.admit("idle-\(n)", now: start) }
        // "busy" emptied its bucket at 10 s; the idle ones refilled long ago and make room.
        _ = limiter.admit("new", now: start + .seconds(10))
        #expect(limiter.admit("busy", now: start + .seconds(10)) != nil)
        #expect(limiter.clientCount <= 4)
    }
}
