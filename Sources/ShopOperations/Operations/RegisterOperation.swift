import AuthDataIO
import ShopJSON

/// `register <username> <password>`: creates an account and signs it in.
public enum RegisterOperation: ShopOperation {
    /// The operation's name, arguments, help and HTTP route.
    public static let definition = OperationDefinition(
        "register",
        parameters: [.required("username"), .required("password", .secret)],
        summary: "Create an account and log in",
        details: "Usernames have 3 to 32 letters, digits, '_', '.' or '-'; passwords at least 8 characters.",
        history: .never,
        http: [
            HTTPBinding(
                .post, "/users", arguments: [.body("username", "username"), .body("password", "password")],
                access: .startsSession, success: .created(location: "/sessions/current"),
                response: .newSession("The account and its session."),
                errors: [.init(.usernameTaken, "someone has this username (ignoring case).")],
                documentation: .init(
                    "register", tag: "account", "Creates the account and a session, like `POST /sessions`.",
                    bodySchema: "Credentials", bodyDescription: "The new account's username and password."))
        ]
    )

    /// The credentials.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Credentials {
        Credentials(username: try arguments.requiredText("username"), password: try arguments.requiredText("password"))
    }

    /// Registers through AuthData as the context's client, which signs the new user in.
    nonisolated(nonsending) public static func perform(_ input: Credentials, in context: OperationContext)
        async throws(OperationError) -> AuthenticatedUser
    {
        let credentials = Credentials(username: input.username, password: input.password, client: context.client)
        return try await context.call(context.mainboard.ioRegister(), credentials)
    }

    /// `{"username":…,"role":…}`.
    public static func result(_ output: AuthenticatedUser) -> JSONValue {
        ResultPayload.user(output)
    }
}
