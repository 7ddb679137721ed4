/// The counters of the login rate limit an attempt is charged to (see ``LoginThrottle``), the same on every backend.
package struct ThrottleKeys: Sendable, Equatable {
    /// The username folded to lower case (sign-ins compare ASCII case-insensitively), or `nil` for a name that
    /// breaks the rules: no account can have it, so there is nothing to protect and nothing to reveal.
    package let username: String?
    /// The client id, cut to ``clientKeyLength`` characters.
    package let client: String

    /// The most characters of a client id that are kept.
    package static let clientKeyLength = 200

    /// The keys of an attempt as `username` from `client`. Whether the account exists plays no part.
    package init(username: String, client: String) {
        self.username = CredentialRules.usernameProblem(username) == nil ? username.lowercased() : nil
        self.client = String(client.prefix(Self.clientKeyLength))
    }

    /// The `(scope, key)` rows of the login-failure table these keys name, the username's first.
    package var rows: [(scope: String, key: String)] {
        (username.map { [("user", $0)] } ?? []) + [("client", client)]
    }
}
