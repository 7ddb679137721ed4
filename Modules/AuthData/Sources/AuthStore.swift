import AuthDataIO
import Foundation

/// What AuthData keeps in a database: the store protocol behind which each backend keeps its SQL, row mapping,
/// transactions and prepared statements (``SQLiteAuthStore``, ``PostgresAuthStore``).
///
/// The rules — credential rules, the login throttle's policy, session lifetime, what a sign-in, a password change
/// and a sign-out everywhere do and in which order, which failure means what — are written once, in
/// ``AuthService``, against this protocol. The service is generic over the store, and the plugin creates it with a
/// concrete store, so every call below is specialised: no existential, no witness-table dispatch.
///
/// Instants go in and come out as `Date`s, each store keeping them its own way; tokens go in as their SHA-256 only,
/// so no store ever sees a session token. Methods run in the caller's isolation (the board graph's; the target
/// builds with `NonisolatedNonsendingByDefault`) and throw the backend's own errors, which ``outcome(_:)`` turns
/// into ``AuthDataIO/AuthDataError/database(_:)``; an ``AuthDataIO/AuthDataError`` thrown by the work is its domain
/// failure (and rolls its transaction back).
protocol AuthStore: Sendable {
    /// The statements of one write transaction (``write(_:)``, ``durableWrite(_:)``).
    associatedtype Transaction: AuthStoreTransaction

    /// The account named `username`, compared as the schema's unique index compares usernames (ASCII case
    /// ignored), with its stored password hash; `nil` when there is none.
    func account(username: String) async throws -> StoredAccount?

    /// The account of the session whose token hash is `tokenHash`, if that session has not expired at `now`, with
    /// its stored password hash (the user carries no session expiry).
    func account(sessionTokenHash tokenHash: [UInt8], at now: Date) async throws -> StoredAccount?

    /// The user of the session whose token hash is `tokenHash`, with the session's expiry, if that session has not
    /// expired at `now`.
    func liveSessionUser(tokenHash: [UInt8], at now: Date) async throws -> AuthenticatedUser?

    /// Gives the account named `username` (compared as ``account(username:)`` compares it) the role `role`, on its
    /// own.
    ///
    /// - Returns: The account with its new role, or `nil` when no account has that username.
    func setRole(_ role: UserRole, username: String) async throws -> AuthenticatedUser?

    /// Whether any account exists.
    func hasAccounts() async throws -> Bool

    /// Deletes the session whose token hash is `tokenHash`, on its own (no other work in its transaction).
    func deleteSession(tokenHash: [UInt8]) async throws

    /// Deletes every session of the user whose session has the token hash `tokenHash` (that one included), in one
    /// statement.
    ///
    /// - Returns: The number of sessions deleted (0 when `tokenHash` names no session).
    func deleteSessionsOfUser(tokenHash: [UInt8]) async throws -> Int

    /// Stores `response` as the answer of the user's key `key` and marks it completed, if it is in flight.
    func completeIdempotencyKey(_ key: IdempotencyKey, response: StoredResponse) async throws

    /// Deletes the user's key `key` if it is in flight (a completed key stays).
    func releaseIdempotencyKey(_ key: IdempotencyKey) async throws

    /// Runs `body` in one write transaction: commits when it returns, rolls back when it throws.
    func write<Value: Sendable>(_ body: nonisolated(nonsending) (Transaction) async throws -> Value) async throws
        -> Value

    /// ``write(_:)`` for a write whose success is reported to a person (a session start): its commit reaches stable
    /// storage before this returns, so a power cut cannot undo it.
    func durableWrite<Value: Sendable>(_ body: nonisolated(nonsending) (Transaction) async throws -> Value)
        async throws -> Value

    /// The login-failure counters of `rows` that exist, read on their own, outside any write transaction (the login
    /// throttle's admission, which must never wait for a writer).
    func failureCounters(_ rows: [(scope: String, key: String)]) async throws -> [LoginFailureCounter]

    /// The clock reading `date` as the login throttle computes with it, against the instants this store reads back.
    func throttleInstant(_ date: Date) -> Date

    /// Runs `work`: its value as `.success`, an ``AuthDataIO/AuthDataError`` it throws as `.failure`, any other
    /// error of the backend as `.failure(.database(_:))`.
    ///
    /// - Throws: `CancellationError` only, when the calling task was cancelled.
    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, AuthDataError>
}
