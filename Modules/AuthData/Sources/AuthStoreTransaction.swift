import AuthDataIO
import Foundation

/// The statements AuthData runs inside one write transaction of an ``AuthStore``, on `user`, `session`, the
/// login-failure counters and the idempotency keys; ``AuthService`` decides which run, in which order, and what their answers mean.
///
/// Every value is bound, never interpolated into SQL.
protocol AuthStoreTransaction {
    /// Inserts a user created at `createdAt`.
    ///
    /// - Returns: The new user's id.
    /// - Throws: ``AuthDataIO/AuthDataError/usernameTaken(_:)`` when another account has `username` in any letter
    ///   case (which rolls the transaction back).
    func insertUser(username: String, passwordHash: String, createdAt: Date) async throws -> Int64

    /// Stores `passwordHash` as the password hash of the user `userID`.
    func setPasswordHash(_ passwordHash: String, userID: Int64) async throws

    /// Deletes every session that has expired at `now`.
    func deleteExpiredSessions(at now: Date) async throws

    /// Deletes the session whose token hash is `tokenHash`.
    func deleteSession(tokenHash: [UInt8]) async throws

    /// Inserts the session of `tokenHash` for the user `userID`.
    ///
    /// - Returns: Its expiry as stored, the form of ``AuthDataIO/AuthenticatedUser/sessionExpiresAt``.
    func insertSession(tokenHash: [UInt8], userID: Int64, createdAt: Date, expiresAt: Date) async throws -> String

    /// Deletes every session of the user `userID` but the one whose token hash is `tokenHash`.
    ///
    /// - Returns: The number of sessions deleted.
    func deleteOtherSessions(userID: Int64, keeping tokenHash: [UInt8]) async throws -> Int

    /// Makes the login-failure counters of `rows` this transaction's alone until it ends, in the order given:
    /// parallel transactions on one counter run their check and write one after another.
    func lockFailureCounters(_ rows: [(scope: String, key: String)]) async throws

    /// Forgets every counter of `scope` whose window started at or before `windowStart`.
    func deleteFailureCounters(scope: String, windowStartedBy windowStart: Date) async throws

    /// The login-failure counter of `key` in `scope` (`user` or `client`), or `nil` when it has none.
    func failureCounter(scope: String, key: String) async throws -> LoginFailureCounter?

    /// Counts one failure of `key` in `scope` at `now`: a new counter starts its window at `now`.
    func chargeFailure(scope: String, key: String, at now: Date) async throws

    /// Forgets the counter of `key` in `scope` (a username's failures after a success, an ended window).
    func deleteFailureCounter(scope: String, key: String) async throws

    /// Deletes the idempotency keys of the user `userID` created at or before `cutoff`.
    func deleteIdempotencyKeys(userID: Int64, createdBy cutoff: Date) async throws

    /// Inserts `key` in flight for the request of `fingerprint`, unless the user already has that key (then nothing
    /// changes; on PostgreSQL a concurrent insert of the same key is waited for).
    ///
    /// - Returns: Whether it was inserted.
    func insertIdempotencyKey(_ key: IdempotencyKey, fingerprint: RequestFingerprint, createdAt: Date) async throws
        -> Bool

    /// The user's key `key` as stored, or `nil` when there is none.
    func idempotencyKey(_ key: IdempotencyKey) async throws -> StoredIdempotencyKey?
}
