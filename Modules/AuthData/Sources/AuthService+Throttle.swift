import AuthDataIO
import Foundation

extension AuthService {
    /// Lets an attempt go ahead, or refuses it because its username or client failed too often.
    ///
    /// This runs before the account is looked up and before any password is derived, and it reads nothing but the
    /// counters of `keys`, so its answer (and its time) is the same for an existing and an unknown username and for
    /// a right and a wrong password: a refused attempt runs no derivation at all, for anyone. An admitted attempt is
    /// charged as a failure at once, in the same write transaction as the check (``AuthStore/throttleWrite(_:_:)``,
    /// in which parallel attempts on one key take turns), so parallel attempts cannot all pass the check before the
    /// first failure is counted; a successful one takes the charge back (``forgiveAttempt(_:in:)``). The same
    /// transaction first forgets every counter whose window has ended.
    ///
    /// The wait is computed from the store's reading of the clock (``AuthStore/throttleInstant(_:)``); a counter
    /// whose dates cannot be read counts them as now: the key waits, it is not let off.
    ///
    /// - Returns: `nil` when the attempt may go ahead; `AuthDataError/rateLimited(retryAfterSeconds:)` when it is
    ///   refused; `AuthDataError/database(_:)` when the counters cannot be read or written.
    /// - Throws: `CancellationError` only.
    nonisolated(nonsending) func admitAttempt(_ keys: ThrottleKeys) async throws -> AuthDataError? {
        guard throttle.isEnabled else { return nil }
        let clock = now()
        let instant = database.throttleInstant(clock)
        let window = throttle.window.timeInterval
        let outcome = try await database.outcome {
            try await database.throttleWrite(keys) { transaction -> AuthDataError? in
                try await transaction.deleteFailureCounters(windowStartedBy: instant.addingTimeInterval(-window))
                var wait: TimeInterval = 0
                for row in keys.rows {
                    guard let counter = try await transaction.failureCounter(scope: row.scope, key: row.key) else {
                        continue
                    }
                    let delay = throttle.delay(afterFailures: counter.failures).timeInterval
                    guard delay > 0 else { continue }
                    let allowedAt = min(
                        (counter.lastFailure ?? instant).addingTimeInterval(delay),
                        (counter.windowStart ?? instant).addingTimeInterval(window)
                    )
                    wait = max(wait, allowedAt.timeIntervalSince(instant))
                }
                if wait > 0 {
                    return .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
                }
                for row in keys.rows {
                    try await transaction.chargeFailure(scope: row.scope, key: row.key, at: clock)
                }
                return nil
            }
        }
        switch outcome {
        case let .success(refusal): return refusal
        case let .failure(error): return error
        }
    }

    /// Takes back the charge of a successful attempt, inside its transaction: the username's failures are
    /// forgotten altogether, the client's count goes down by the one ``admitAttempt(_:)`` added (its earlier
    /// failures stay, so signing into one's own account does not clear a client's guesses at others).
    nonisolated(nonsending) func forgiveAttempt(_ keys: ThrottleKeys, in transaction: Store.Transaction) async throws {
        guard throttle.isEnabled else { return }
        if let username = keys.username {
            try await transaction.deleteFailures(username: username)
        }
        try await transaction.takeBackFailure(client: keys.client)
    }
}
