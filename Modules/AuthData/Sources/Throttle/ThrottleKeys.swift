/// The counters of the login rate limit an attempt is charged to (see ``LoginThrottle``), the same on every backend.
package struct ThrottleKeys: Sendable, Equatable {
    /// The scope of a username's login-failure counter.
    package static let userScope = "user"
    /// The scope of a client's login-failure counter.
    package static let clientScope = "client"
    /// The scope of a client's registration counter (``RegistrationLimit``).
    package static let registrationScope = "register"
    /// The scopes of the login rate limit's counters (the table holds the registration counters too).
    package static let loginScopes = [userScope, clientScope]

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
        self.client = Self.clientKey(client)
    }

    /// `client` as the counters key it: its first ``clientKeyLength`` characters.
    package static func clientKey(_ client: String) -> String {
        String(client.prefix(clientKeyLength))
    }

    /// The `(scope, key)` rows of the login-failure table these keys name, the username's first (the order in which
    /// PostgreSQL locks them, so two attempts never wait on each other crosswise).
    package var rows: [(scope: String, key: String)] {
        (username.map { [(Self.userScope, $0)] } ?? []) + [(Self.clientScope, client)]
    }

    /// The username's row alone (none for a name that breaks the rules): what a success writes.
    package var usernameRows: [(scope: String, key: String)] {
        username.map { [(Self.userScope, $0)] } ?? []
    }
}
