import AuthDataIO
import AuthDataShared
import Foundation
import SQLiteStore

extension AuthService {
    /// The counters of the login rate limit an attempt is charged to (shared with the PostgreSQL implementation).
    typealias ThrottleKeys = AuthDataShared.ThrottleKeys

    /// Lets an attempt go ahead, or refuses it because its username or client failed too often.
    ///
    /// This runs before the account is looked up and before any password is derived, and it reads nothing but the
    /// counters of `keys`, so its answer (and its time) is the same for an existing and an unknown username and for
    /// a right and a wrong password: a refused attempt runs no derivation at all, for anyone. An admitted attempt is
    /// charged as a failure at once, in the same write transaction as the check, so parallel attempts cannot all
    /// pass the check before the first failure is counted; a successful one takes the charge back
    /// (``forgiveAttempt(_:throttle:in:)``). The same transaction forgets every key whose window has ended.
    ///
    /// - Returns: `nil` when the attempt may go ahead; `AuthDataError/rateLimited(retryAfterSeconds:)` when it is
    ///   refused; `AuthDataError/database(_:)` when the counters cannot be read or written.
    /// - Throws: `CancellationError` only.
    nonisolated(nonsending) func admitAttempt(_ keys: ThrottleKeys) async throws -> AuthDataError? {
        guard throttle.isEnabled else { return nil }
        let throttle = throttle
        let now = now()
        let nowText = DatabaseTimestamp.text(now)
        let windowSeconds = Self.seconds(throttle.window)
        let windowEndedText = DatabaseTimestamp.text(now.addingTimeInterval(-windowSeconds))
        do {
            return try await database.write { db -> AuthDataError? in
                try db.cachedStatement("DELETE FROM loginFailure WHERE windowStart <= ?")
                    .bind(windowEndedText).execute()
                var wait: TimeInterval = 0
                for row in keys.rows {
                    let counter = try db.cachedStatement(
                        """
                        SELECT failureCount, windowStart, lastFailureAt FROM loginFailure WHERE scope = ? AND key = ?
                        """
                    )
                    .bind(row.scope, row.key)
                    .fetchOne { ($0.int(at: 0), $0.string(at: 1), $0.string(at: 2)) }
                    guard let (failures, windowStart, lastFailure) = counter else { continue }
                    let delay = Self.seconds(throttle.delay(afterFailures: failures))
                    guard delay > 0 else { continue }
                    // An unreadable date (a damaged row) counts as now: the key waits, it is not let off.
                    let allowedAt = min(
                        (Self.date(lastFailure) ?? now).addingTimeInterval(delay),
                        (Self.date(windowStart) ?? now).addingTimeInterval(windowSeconds)
                    )
                    wait = max(wait, allowedAt.timeIntervalSince(now))
                }
                if wait > 0 {
                    return .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
                }
                for row in keys.rows {
                    try db.cachedStatement(
                        """
                        INSERT INTO loginFailure (scope, key, failureCount, windowStart, lastFailureAt)
                        VALUES (?, ?, 1, ?, ?)
                        ON CONFLICT (scope, key) DO UPDATE
                        SET failureCount = failureCount + 1, lastFailureAt = excluded.lastFailureAt
                        """
                    )
                    .bind(row.scope, row.key, nowText, nowText).execute()
                }
                return nil
            }
        } catch {
            return try Self.failure(from: error)
        }
    }

    /// Takes back the charge of a successful attempt, inside its transaction: the username's failures are
    /// forgotten altogether, the client's count goes down by the one ``admitAttempt(_:)`` added (its earlier
    /// failures stay, so signing into one's own account does not clear a client's guesses at others).
    static func forgiveAttempt(_ keys: ThrottleKeys, throttle: LoginThrottle, in db: Connection) throws {
        guard throttle.isEnabled else { return }
        if let username = keys.username {
            try db.cachedStatement("DELETE FROM loginFailure WHERE scope = 'user' AND key = ?").bind(username).execute()
        }
        try db.cachedStatement(
            """
            UPDATE loginFailure SET failureCount = failureCount - 1 WHERE scope = 'client' AND key = ?
            """
        ).bind(keys.client).execute()
        try db.cachedStatement("DELETE FROM loginFailure WHERE scope = 'client' AND key = ? AND failureCount <= 0")
            .bind(keys.client).execute()
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let components = duration.components
        return TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }

    /// Reads a stored timestamp (``DatabaseTimestamp`` text), or `nil` when it is not one.
    static func date(_ text: String) -> Date? {
        try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
}
