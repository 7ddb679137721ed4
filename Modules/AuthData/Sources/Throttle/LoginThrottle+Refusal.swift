import AuthDataIO
import Foundation

extension LoginThrottle {
    /// The refusal of an attempt at `instant` by keys whose counters are `counters`, or `nil` when it may go ahead.
    ///
    /// A counter whose window has ended by `instant` counts for nothing (it is swept by the next failure). Otherwise
    /// the attempt waits until ``delay(afterFailures:)`` has passed since the counter's last failure, but never
    /// beyond the end of its window; a date that cannot be read counts as `instant`: the key waits, it is not let
    /// off. The longest wait of all keys is the answer, in whole seconds rounded up (at least 1).
    func refusal(_ counters: [LoginFailureCounter], at instant: Date) -> AuthDataError? {
        let window = window.timeInterval
        var wait: TimeInterval = 0
        for counter in counters {
            let windowStart = counter.windowStart ?? instant
            guard windowStart.addingTimeInterval(window) > instant else { continue }
            let delay = delay(afterFailures: counter.failures).timeInterval
            guard delay > 0 else { continue }
            let allowedAt = min(
                (counter.lastFailure ?? instant).addingTimeInterval(delay), windowStart.addingTimeInterval(window))
            wait = max(wait, allowedAt.timeIntervalSince(instant))
        }
        return wait > 0 ? .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up)))) : nil
    }
}
