import AuthDataIO
import ShopJSON

/// `register <username> [<password>]`: creates an account and signs it in (a line front asks for a missing
/// password twice, without echo).
public enum RegisterOperation: ShopOperation {
    /// The new account's username and, when given, its password.
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
        "register",
        parameters: [.required("username"), .optional("password", .secret)],
        summary: "Create an account and log in",
        details: "Usernames have 3 to 32 letters, digits, '_', '.' or '-'; passwords at least 8 characters. "
            + "Without a password you are asked for it twice, and it is not echoed.",
        history: .never,
        http: [
            HTTPBinding(
                .post, "/users",
                arguments: [
                    .body("username", "username"), .body("password", "password", isRequired: true),
                ],
                access: .startsSession, success: .created(location: "/sessions/current"),
                response: .newSession("The account and its session."),
                errors: [
                    .init(.usernameTaken, "someone has this username (ignoring case)."),
                    .init(
                        .rateLimited, "too many registrations from this client; `Retry-After` says how long to wait."),
                    .init(.busy, "password hashing is saturated; `Retry-After` says when to try again."),
                ],
                documentation: .init(
                    "register", tag: "account",
                    "Creates the account and a session, like `POST /sessions`. Each client may register 10 times an "
                        + "hour (`registration-limit`), counted before the password is hashed (`rate-limited`).",
                    bodySchema: "Credentials", bodyDescription: "The new account's username and password."))
        ]
    )

    /// The username and the password, if given.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Input {
        Input(username: try arguments.requiredText("username"), password: arguments.text("password"))
    }

    /// Registers through AuthData as the context's client, which signs the new user in; without a password it
    /// fails as a missing argument.
    nonisolated(nonsending) public static func perform(_ input: Input, in context: OperationContext)
        async throws(OperationError) -> AuthenticatedUser
    {
        guard let password = input.password else {
            throw .invalidArguments("missing arguments for 'register'", usage: definition.usage)
        }
        let credentials = Credentials(username: input.username, password: password, client: context.client)
        return try await context.call(context.mainboard.ioRegister(), credentials)
    }

    /// `{"username":…,"role":…}`.
    public static func result(_ output: AuthenticatedUser) -> JSONValue {
        ResultPayload.user(output)
    }
}
