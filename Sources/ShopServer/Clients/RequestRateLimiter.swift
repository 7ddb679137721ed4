import Synchronization

/// Token buckets per client for the general rate limit (``RequestRateLimit``), safe to share by every request.
///
/// The buckets are spread over shards by the client's hash, each behind its own lock, so concurrent requests of
/// different clients rarely wait for each other. Memory is bounded: a shard keeps at most
/// ``maximumClients`` / shard count buckets. When a new client arrives at a full shard, the buckets that have
/// refilled completely (their clients paused long enough) are dropped first, as they hold nothing a new bucket would
/// not; if that frees too little, arbitrary buckets go until the shard is three quarters full, which may give those
/// clients a fresh burst. Under a flood of distinct addresses this is the price of a bounded table.
final class RequestRateLimiter: Sendable {
    /// One client's bucket.
    struct Bucket {
        /// The tokens left (requests the client may make now), at most the burst.
        var tokens: Double
        /// When ``tokens`` was computed.
        var updated: ContinuousClock.Instant
    }

    /// The limit applied.
    let limit: RequestRateLimit
    /// The most buckets kept in all.
    let maximumClients: Int
    /// One lock's part of the table.
    final class Shard: Sendable {
        /// Its clients' buckets.
        let buckets = Mutex<[String: Bucket]>([:])
    }

    /// The buckets, by shard.
    private let shards: [Shard]

    /// Creates empty buckets for `limit`.
    ///
    /// - Parameters:
    ///   - limit: The limit.
    ///   - maximumClients: The most clients remembered at once (default 100,000).
    ///   - shardCount: How many locks the table is spread over.
    init(_ limit: RequestRateLimit, maximumClients: Int = 100_000, shardCount: Int = 16) {
        self.limit = limit
        self.maximumClients = max(maximumClients, shardCount)
        shards = (0..<max(shardCount, 1)).map { _ in Shard() }
    }

    /// Takes a token from `client`'s bucket.
    ///
    /// - Parameters:
    ///   - client: The client's address.
    ///   - now: The time of the request.
    /// - Returns: `nil` when the request may go ahead, else how long until the bucket holds a token again.
    func admit(_ client: String, now: ContinuousClock.Instant = .now) -> Duration? {
        let rate = limit.tokensPerSecond
        let burst = Double(limit.burst)
        let capacity = maximumClients / shards.count
        var hasher = Hasher()
        hasher.combine(client)
        let shard = shards[Int(UInt(bitPattern: hasher.finalize()) % UInt(shards.count))]
        return shard.buckets.withLock { buckets -> Duration? in
            var bucket: Bucket
            if let existing = buckets[client] {
                bucket = existing
                let elapsed = Self.seconds(now - bucket.updated)
                bucket.tokens = min(burst, bucket.tokens + max(elapsed, 0) * rate)
            } else {
                if buckets.count >= capacity {
                    Self.evict(from: &buckets, keeping: capacity * 3 / 4, now: now, rate: rate, burst: burst)
                }
                bucket = Bucket(tokens: burst, updated: now)
            }
            bucket.updated = now
            guard bucket.tokens >= 1 else {
                buckets[client] = bucket
                return .nanoseconds(Int64(((1 - bucket.tokens) / rate * 1e9).rounded(.up)))
            }
            bucket.tokens -= 1
            buckets[client] = bucket
            return nil
        }
    }

    /// Drops the buckets that have refilled by `now`, then arbitrary ones until at most `keeping` are left.
    private static func evict(
        from buckets: inout [String: Bucket], keeping: Int, now: ContinuousClock.Instant, rate: Double, burst: Double
    ) {
        buckets = buckets.filter { _, bucket in bucket.tokens + seconds(now - bucket.updated) * rate < burst }
        if buckets.count > keeping {
            for key in Array(buckets.keys.prefix(buckets.count - keeping)) { buckets.removeValue(forKey: key) }
        }
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// How many clients have a bucket now (for tests).
    var clientCount: Int {
        shards.reduce(0) { total, shard in total + shard.buckets.withLock { $0.count } }
    }
}
