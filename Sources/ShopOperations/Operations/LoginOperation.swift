import AuthDataIO
import ShopJSON

/// `login <username> [<password>]`: signs in (a line front asks for a missing password without echo).
public enum LoginOperation: ShopOperation {
    /// The username and, when given, the password.
    public struct Input: Equatable, Sendable {
        /// The username.
        public var username: String
        /// The password, or `nil` for the front to ask for.
        public var password: String?

        /// Creates an input.
        ///
        /// - Parameters:
        ///   - username: The username.
        ///   - password: The password, or `nil`.
        public init(username: String, password: String?) {
            self.username = username
            self.password = password
        }
    }

    /// The operation's name, arguments, help and HTTP route (the password is required there).
    public static let definition = OperationDefinition(
        "login",
        parameters: [.required("username"), .optional("password", .secret)],
        summary: "Log in",
        details: "Without a password you are asked for it, and it is not echoed.",
        history: .withoutSecrets,
        http: [
            HTTPBinding(
                .post, "/sessions",
                arguments: [.body("username", "username"), .body("password", "password", isRequired: true)],
                access: .startsSession, success: .created(location: "/sessions/current"),
                response: .newSession("The session."),
                errors: [
                    .init(.invalidCredentials, "the username or password is wrong."),
                    .init(.rateLimited, "too many failed logins; `Retry-After` says how long to wait."),
                    .init(.busy, "password hashing is saturated; `Retry-After` says when to try again."),
                ],
                documentation: .init(
                    "login", tag: "account",
                    "Starts a session and returns its bearer token. After 5 failed logins in 15 minutes for one "
                        + "username or one client, further attempts are refused for 1 s, 2 s, 4 s … (`rate-limited`).",
                    bodySchema: "Credentials", bodyDescription: "The username and password."))
        ]
    )

    /// The username and the password, if given.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Input {
        Input(username: try arguments.requiredText("username"), password: arguments.text("password"))
    }

    /// Signs in through AuthData as the context's client; without a password it fails as a missing argument.
    nonisolated(nonsending) public static func perform(_ input: Input, in context: OperationContext)
        async throws(OperationError) -> AuthenticatedUser
    {
        guard let password = input.password else {
            throw .invalidArguments("missing arguments for 'login'", usage: definition.usage)
        }
        return try await context.call(
            context.mainboard.ioSignIn(),
            Credentials(username: input.username, password: password, client: context.client))
    }

    /// `{"username":…,"role":…}`.
    public static func result(_ output: AuthenticatedUser) -> JSONValue {
        ResultPayload.user(output)
    }
}
