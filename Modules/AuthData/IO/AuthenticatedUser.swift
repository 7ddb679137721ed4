/// A signed-in user.
public struct AuthenticatedUser: Sendable, Equatable, Hashable {
    /// The user's database id; cart and order boards take it to scope every query to this user.
    public let id: Int64
    /// The username, as registered.
    public let username: String
    /// When the session this value came from expires, as stored (ISO-8601 UTC with milliseconds, e.g.
    /// `2026-01-31T12:00:00.000Z`); `nil` for a value that does not come from a session.
    ///
    /// Sign-in, registration and `currentUser` fill it in; after that moment the session reads as signed out.
    public let sessionExpiresAt: String?
    /// The user's role as the database held it when this value was read (sign-in, registration, `currentUser`, a
    /// resumed session). The staff gate (``AuthDataID/staffGate``) reads it again before it lets staff work through,
    /// so a promotion or demotion counts from the user's next request.
    public let role: UserRole

    /// Creates a user value.
    public init(id: Int64, username: String, sessionExpiresAt: String? = nil, role: UserRole = .customer) {
        self.id = id
        self.username = username
        self.sessionExpiresAt = sessionExpiresAt
        self.role = role
    }
}

/// A username and password, as typed, and the client they come from.
public struct Credentials: Sendable, Equatable {
    /// The client id of a local front (the REPL): every attempt from this machine counts as one client.
    public static let localClient = "local"

    /// The username: 3 to 32 letters, digits, `_`, `.` or `-`.
    public let username: String
    /// The password: at least 8 characters.
    public let password: String
    /// Who is asking: failed sign-ins are rate-limited per username and per client. A local front passes
    /// ``localClient``; a network front passes the remote address.
    public let client: String

    /// Creates credentials.
    public init(username: String, password: String, client: String = Credentials.localClient) {
        self.username = username
        self.password = password
        self.client = client
    }
}
