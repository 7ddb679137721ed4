import AuthDataIO
import ShopJSON

/// `whoami`: the signed-in user, or `nil`.
public enum WhoAmIOperation: ShopOperation {
    /// The operation's name, help and HTTP route.
    public static let definition = OperationDefinition(
        "whoami",
        summary: "Show who is logged in",
        details: "Prints the username, or that nobody is logged in.",
        http: [
            HTTPBinding(
                .get, "/sessions/current", response: .currentSession("The session."),
                documentation: .init("getSession", tag: "account", "The user and expiry of the bearer token's session.")
            )
        ]
    )

    /// Asks AuthData who is signed in.
    nonisolated(nonsending) public static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> AuthenticatedUser?
    {
        try await context.call(context.mainboard.ioCurrentUser(), ())
    }

    /// `{"username":<string or null>,"role":<string or null>}`.
    public static func result(_ output: AuthenticatedUser?) -> JSONValue {
        ResultPayload.user(output)
    }
}
