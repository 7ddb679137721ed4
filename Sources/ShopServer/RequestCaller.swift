import HTTPTypes

/// Who sent a request, as running its operation needs it.
struct RequestCaller: Sendable {
    /// The header a reverse proxy names the client in (believed only from ``TrustedProxies``).
    static let forwardedForField = HTTPField.Name("X-Forwarded-For")!

    /// The `Authorization: Bearer` token, or `nil` without an `Authorization` header (see
    /// ``RequestParameters/bearerToken(_:)``).
    let bearerToken: String?
    /// The client's address (``TrustedProxies/client(peer:forwardedFor:)``), or `Credentials.localClient` when it is
    /// unknown (the in-process test client): failed logins and registrations are limited per client.
    let client: String
}
