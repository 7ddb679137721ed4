/// The general rate limit on requests per client (settings `rate-limit` and `rate-limit-burst`): a token bucket that
/// holds up to ``burst`` requests and refills at ``count`` per ``window``.
public struct RequestRateLimit: Sendable, Equatable {
    /// How many requests a client may make per ``window`` in the long run.
    public var count: Int
    /// The window ``count`` is measured over.
    public var window: Duration
    /// How many requests a client may make at once after a pause (the bucket's size).
    public var burst: Int

    /// Creates a limit; values below their minimum count as the minimum (1 request, 1 millisecond).
    ///
    /// - Parameters:
    ///   - count: Requests per `window`.
    ///   - window: The window.
    ///   - burst: The bucket's size (default `count`).
    public init(count: Int, per window: Duration, burst: Int? = nil) {
        self.count = max(count, 1)
        self.window = max(window, .milliseconds(1))
        self.burst = max(burst ?? count, 1)
    }

    /// Tokens added per second.
    var tokensPerSecond: Double {
        Double(count) / RequestRateLimiter.seconds(window)
    }
}
