/// The rate limit on failed sign-ins (and failed current-password checks of a password change).
///
/// Failures are counted per username (normalised as sign-ins compare it: ASCII case ignored, whether or not the
/// account exists) and per client (``AuthDataIO/Credentials/client``), in the database, so the limit holds across
/// processes and restarts. A key's count starts with its first failure and is forgotten ``window`` later. While a
/// key has fewer than ``freeFailures`` failures, attempts are checked at once; after that, each further attempt must
/// wait ``delay(afterFailures:)`` since the key's last failure (``firstDelay``, doubling with every further
/// failure, at most ``maximumDelay``), and one that comes sooner is refused with
/// `AuthDataError/rateLimited(retryAfterSeconds:)` without being checked. Only a failure is counted, once its
/// password proved wrong; a successful sign-in is never counted and forgets the username's failures, so concurrent
/// correct sign-ins from one client never refuse each other (`AuthService+Throttle.swift` has the design).
public struct LoginThrottle: Sendable, Equatable {
    /// The standard policy: 5 failures in 15 minutes, then 1 s, 2 s, 4 s … at most 15 minutes.
    public static let standard = LoginThrottle()
    /// No rate limit at all (for tests whose subject is something else, such as login timing).
    public static let disabled = LoginThrottle(isEnabled: false)

    /// Whether failures are counted and attempts refused.
    public var isEnabled: Bool
    /// How many failures of a key are checked without delay.
    public var freeFailures: Int
    /// How long a key's failures count, from its first one.
    public var window: Duration
    /// The wait after the last free failure.
    public var firstDelay: Duration
    /// The longest wait.
    public var maximumDelay: Duration

    /// Creates a policy (the defaults are ``standard``'s). Values below their minimum count as the minimum
    /// (1 free failure, 1 second for the durations, `maximumDelay` no shorter than `firstDelay`).
    public init(
        isEnabled: Bool = true,
        freeFailures: Int = 5,
        window: Duration = .seconds(15 * 60),
        firstDelay: Duration = .seconds(1),
        maximumDelay: Duration = .seconds(15 * 60)
    ) {
        self.isEnabled = isEnabled
        self.freeFailures = max(freeFailures, 1)
        self.window = max(window, .seconds(1))
        self.firstDelay = max(firstDelay, .seconds(1))
        self.maximumDelay = max(maximumDelay, self.firstDelay)
    }

    /// How long a key with `failures` failures must wait after its last one before its next attempt is checked:
    /// zero below ``freeFailures``, then ``firstDelay`` doubled once per failure beyond it, at most
    /// ``maximumDelay``.
    public func delay(afterFailures failures: Int) -> Duration {
        guard failures >= freeFailures else { return .zero }
        var delay = firstDelay
        var doublings = failures - freeFailures
        while doublings > 0, delay < maximumDelay {
            delay *= 2
            doublings -= 1
        }
        return min(delay, maximumDelay)
    }
}
