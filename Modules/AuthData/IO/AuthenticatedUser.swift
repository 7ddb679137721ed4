/// A signed-in user.
public struct AuthenticatedUser: Sendable, Equatable, Hashable {
    /// The user's database id; cart and order boards take it to scope every query to this user.
    public let id: Int64
    /// The username, as registered.
    public let username: String

    /// Creates a user value.
    public init(id: Int64, username: String) {
        self.id = id
        self.username = username
    }
}

/// A username and password, as typed.
public struct Credentials: Sendable, Equatable {
    /// The username: 3 to 32 letters, digits, `_`, `.` or `-`.
    public let username: String
    /// The password: at least 8 characters.
    public let password: String

    /// Creates credentials.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}
