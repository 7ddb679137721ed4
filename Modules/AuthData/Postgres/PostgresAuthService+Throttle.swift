import AuthDataIO
import AuthDataShared
import Foundation
import PostgresNIO
import PostgresStore

extension PostgresAuthService {
    /// Lets an attempt go ahead, or refuses it because its username or client failed too often (the SQLite
    /// implementation's ``LoginThrottle`` policy, on `login_failure`).
    ///
    /// One transaction forgets the keys whose window has ended, takes a transaction-scoped advisory lock per key (in
    /// the keys' fixed order, so two attempts never wait on each other crosswise), reads their counters, and either
    /// refuses or charges the attempt as a failure at once: parallel attempts on one key run their check one after
    /// another, so they cannot all pass before the first failure is counted. A successful attempt takes the charge
    /// back (``forgiveAttempt(_:throttle:on:logger:)``).
    ///
    /// - Returns: `nil` when the attempt may go ahead, `rateLimited` when it is refused, `database` when the
    ///   counters cannot be read or written.
    nonisolated(nonsending) func admitAttempt(_ keys: ThrottleKeys) async throws -> AuthDataError? {
        guard throttle.isEnabled else { return nil }
        let throttle = throttle
        let instant = SessionInstant(now())
        let now = instant.date
        let windowSeconds = SessionInstant.seconds(throttle.window)
        let windowEnded = SessionInstant(now.addingTimeInterval(-windowSeconds)).bound
        let database = database
        let logger = database.logger
        let outcome = try await PostgresOutcome.capture(AuthDataError.database) { () async throws -> AuthDataError? in
            try await database.transaction { connection -> AuthDataError? in
                for row in keys.rows {
                    try await connection.query(
                        "SELECT pg_advisory_xact_lock(hashtextextended(\(row.scope + ":" + row.key), 0))",
                        logger: logger)
                }
                try await connection.query(
                    "DELETE FROM login_failure WHERE window_start <= \(windowEnded)", logger: logger)
                var wait: TimeInterval = 0
                for row in keys.rows {
                    let counters = try await connection.query(
                        """
                        SELECT failure_count, window_start, last_failure_at FROM login_failure
                        WHERE scope = \(row.scope) AND key = \(row.key)
                        """, logger: logger)
                    for try await (failures, start, last) in counters.decode((Int32, Date, Date).self) {
                        let (windowStart, lastFailure) = (
                            SessionInstant(stored: start).date, SessionInstant(stored: last).date
                        )
                        let delay = SessionInstant.seconds(throttle.delay(afterFailures: Int(failures)))
                        guard delay > 0 else { continue }
                        let allowedAt = min(
                            lastFailure.addingTimeInterval(delay), windowStart.addingTimeInterval(windowSeconds))
                        wait = max(wait, allowedAt.timeIntervalSince(now))
                    }
                }
                if wait > 0 {
                    return .rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
                }
                for row in keys.rows {
                    try await connection.query(
                        """
                        INSERT INTO login_failure (scope, key, failure_count, window_start, last_failure_at)
                        VALUES (\(row.scope), \(row.key), 1, \(instant.bound), \(instant.bound))
                        ON CONFLICT (scope, key) DO UPDATE
                        SET failure_count = login_failure.failure_count + 1, last_failure_at = excluded.last_failure_at
                        """, logger: logger)
                }
                return nil
            }
        }
        switch outcome {
        case let .success(refusal): return refusal
        case let .failure(error): return error
        }
    }

    /// Takes back the charge of a successful attempt, inside its transaction: the username's failures are forgotten,
    /// the client's count goes down by the one ``admitAttempt(_:)`` added (a count of 1 is deleted rather than
    /// set to 0, which the table's check refuses).
    nonisolated(nonsending) static func forgiveAttempt(
        _ keys: ThrottleKeys, throttle: LoginThrottle, on connection: PostgresConnection, logger: Logger
    ) async throws {
        guard throttle.isEnabled else { return }
        if let username = keys.username {
            try await connection.query(
                "DELETE FROM login_failure WHERE scope = 'user' AND key = \(username)", logger: logger)
        }
        try await connection.query(
            """
            DELETE FROM login_failure WHERE scope = 'client' AND key = \(keys.client) AND failure_count <= 1
            """, logger: logger)
        try await connection.query(
            """
            UPDATE login_failure SET failure_count = failure_count - 1 WHERE scope = 'client' AND key = \(keys.client)
            AND failure_count > 1
            """, logger: logger)
    }
}
