import AuthDataIO
import Foundation

/// The login rate limit's three steps: an attempt is admitted by reading the counters (``admitAttempt(_:)``), a
/// failed one is counted in a write transaction that checks again (``recordFailure(_:)``), a successful one checks
/// again in the transaction that completes it (``settleSuccess(_:in:)``).
///
/// Why this shape: the check of a password is one scrypt derivation, tens of milliseconds of CPU, so no lock or
/// write transaction is held across it. Admission therefore only reads, and nothing is charged before the outcome is
/// known: a correct sign-in is never counted as a failure, not even for a moment, so any number of concurrent correct
/// sign-ins from one client (a proxy, a NAT) are all admitted and leave every counter as it was. Atomicity comes from
/// the two short transactions after the derivation: each locks the counters it writes (on SQLite the one writer
/// already runs them one at a time; on PostgreSQL a transaction-scoped advisory lock per counter, taken in the keys'
/// fixed order) and reads them again before deciding. If failures counted by parallel attempts since admission now
/// refuse this one, it is answered `rateLimited` like an attempt refused at admission, whether its password was
/// right or wrong, and it is not counted: parallel guesses learn nothing beyond the limit, exactly as many are
/// answered as one-at-a-time guesses would be, and the counters hold only failures that were answered as failures.
/// What parallelism still buys an attacker is derivations, not answers; the bounded hashing pool caps those.
extension AuthService {
    /// Lets an attempt go ahead, or refuses it because its username or client failed too often, reading the
    /// counters of `keys` and writing nothing.
    ///
    /// This runs before the account is looked up and before any password is derived, and it reads nothing but the
    /// counters, so its answer (and its time) is the same for an existing and an unknown username and for a right
    /// and a wrong password: a refused attempt runs no derivation at all, for anyone. The wait is computed from the
    /// store's reading of the clock (``AuthStore/throttleInstant(_:)``) by ``LoginThrottle/refusal(_:at:)``.
    ///
    /// - Returns: `nil` when the attempt may go ahead; `AuthDataError/rateLimited(retryAfterSeconds:)` when it is
    ///   refused; `AuthDataError/database(_:)` when the counters cannot be read.
    /// - Throws: `CancellationError` only.
    nonisolated(nonsending) func admitAttempt(_ keys: ThrottleKeys) async throws -> AuthDataError? {
        guard throttle.isEnabled else { return nil }
        let instant = database.throttleInstant(now())
        let rows = keys.rows
        switch try await database.outcome({ try await database.failureCounters(rows) }) {
        case let .success(counters): return throttle.refusal(counters, at: instant)
        case let .failure(error): return error
        }
    }

    /// Counts the failure of an admitted attempt whose password was wrong, in one write transaction that locks the
    /// counters of `keys`, forgets every counter whose window has ended, and checks again first: when failures
    /// counted since admission refuse the attempt now, it is answered as refused and not counted.
    ///
    /// - Returns: `AuthDataError/invalidCredentials` when the failure was counted (or the throttle is off);
    ///   `AuthDataError/rateLimited(retryAfterSeconds:)` when the check refused it; `AuthDataError/database(_:)`
    ///   when the counters cannot be read or written.
    /// - Throws: `CancellationError` only.
    nonisolated(nonsending) func recordFailure(_ keys: ThrottleKeys) async throws -> AuthDataError {
        guard throttle.isEnabled else { return .invalidCredentials }
        let clock = now()
        let instant = database.throttleInstant(clock)
        let windowStart = instant.addingTimeInterval(-throttle.window.timeInterval)
        let outcome = try await database.outcome {
            try await database.write { transaction -> AuthDataError in
                try await transaction.lockFailureCounters(keys.rows)
                for scope in ThrottleKeys.loginScopes {
                    try await transaction.deleteFailureCounters(scope: scope, windowStartedBy: windowStart)
                }
                let counters = try await liveCounters(
                    keys.rows, window: throttle.window.timeInterval, at: instant, in: transaction)
                if let refusal = throttle.refusal(counters, at: instant) {
                    return refusal
                }
                for row in keys.rows {
                    try await transaction.chargeFailure(scope: row.scope, key: row.key, at: clock)
                }
                return .invalidCredentials
            }
        }
        switch outcome {
        case let .success(answer): return answer
        case let .failure(error): return error
        }
    }

    /// Completes the throttle's part of a successful attempt inside the transaction that completes the attempt (the
    /// session's start, the password change): locks the username's counter, checks `keys` again (failures counted
    /// since admission may refuse it now, see the type's comment) and forgets the username's failures. The client's
    /// failures stay, so signing into one's own account does not clear a client's guesses at others.
    ///
    /// - Throws: `AuthDataError/rateLimited(retryAfterSeconds:)` when the check refuses the attempt, which rolls the
    ///   transaction back; the store's errors.
    nonisolated(nonsending) func settleSuccess(_ keys: ThrottleKeys, in transaction: Store.Transaction) async throws {
        guard throttle.isEnabled else { return }
        let instant = database.throttleInstant(now())
        try await transaction.lockFailureCounters(keys.usernameRows)
        if let refusal = throttle.refusal(try await counters(keys.rows, in: transaction), at: instant) {
            throw refusal
        }
        for row in keys.usernameRows {
            try await transaction.deleteFailureCounter(scope: row.scope, key: row.key)
        }
    }

    /// The counters of `rows` that exist and whose window of `window` seconds has not ended at `instant`, read in
    /// `transaction`; an ended one is deleted, so a failure counted next starts a new window. (The sweep before it
    /// compares in each database's precision; this compares as ``LoginThrottle/refusal(_:at:)`` does, so the two
    /// never disagree about a counter at the very end of its window.)
    nonisolated(nonsending) func liveCounters(
        _ rows: [(scope: String, key: String)], window: TimeInterval, at instant: Date,
        in transaction: Store.Transaction
    ) async throws -> [LoginFailureCounter] {
        var counters: [LoginFailureCounter] = []
        for row in rows {
            guard let counter = try await transaction.failureCounter(scope: row.scope, key: row.key) else { continue }
            if let start = counter.windowStart, start.addingTimeInterval(window) <= instant {
                try await transaction.deleteFailureCounter(scope: row.scope, key: row.key)
            } else {
                counters.append(counter)
            }
        }
        return counters
    }

    /// The counters of `rows` that exist, read in `transaction`.
    private nonisolated(nonsending) func counters(
        _ rows: [(scope: String, key: String)], in transaction: Store.Transaction
    ) async throws -> [LoginFailureCounter] {
        var counters: [LoginFailureCounter] = []
        for row in rows {
            if let counter = try await transaction.failureCounter(scope: row.scope, key: row.key) {
                counters.append(counter)
            }
        }
        return counters
    }
}
