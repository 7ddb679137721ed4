import PostgresStore

/// An instant as AuthData stores and shows it on PostgreSQL (session starts and expiries, throttle windows): whole
/// milliseconds, the form of ``AuthDataIO/AuthenticatedUser/sessionExpiresAt`` on every backend.
typealias SessionInstant = MillisecondInstant
