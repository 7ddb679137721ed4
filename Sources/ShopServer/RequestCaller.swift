/// Who sent a request, as running its operation needs it.
struct RequestCaller: Sendable {
    /// The `Authorization: Bearer` token, or `nil` without an `Authorization` header (see
    /// ``RequestParameters/bearerToken(_:)``).
    let bearerToken: String?
    /// The client's address, or `Credentials.localClient` when it is unknown (the in-process test client): failed
    /// logins are rate-limited per client.
    let client: String
}
