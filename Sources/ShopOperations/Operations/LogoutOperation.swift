import AuthDataIO
import ShopJSON

/// `logout [--all]`: ends the session, or with `--all` every session of the account (on every device); the output
/// is who was signed in, if anyone, and how many sessions `--all` ended.
public enum LogoutOperation: ShopOperation {
    /// Who was signed out, and how many sessions ended.
    public struct Output: Equatable, Sendable {
        /// Who was signed in, if anyone.
        public var username: String?
        /// With `--all`, the number of the account's sessions ended (0 when nobody was signed in); else `nil`.
        public var sessionsEnded: Int?

        /// Creates an output.
        ///
        /// - Parameters:
        ///   - username: Who was signed in, if anyone.
        ///   - sessionsEnded: With `--all`, the number of sessions ended; else `nil`.
        public init(username: String?, sessionsEnded: Int? = nil) {
            self.username = username
            self.sessionsEnded = sessionsEnded
        }
    }

    /// The operation's name, flag, help and HTTP routes (`DELETE /sessions` is `logout --all`).
    public static let definition = OperationDefinition(
        "logout",
        parameters: [.flag("--all")],
        summary: "Log out",
        details: "Ends the session; --all ends every session of your account, on every device. "
            + "Your cart stays saved for the next login.",
        http: [
            HTTPBinding(
                .delete, "/sessions/current", response: .result("LoggedOut", "Logged out."),
                documentation: .init("logout", tag: "account", "Ends the bearer token's session; the cart stays saved.")
            ),
            HTTPBinding(
                .delete, "/sessions", fixedValues: ["--all": .flag],
                response: .result("LoggedOut", "Logged out everywhere, with the number of sessions ended."),
                documentation: .init(
                    "logoutEverywhere", tag: "account", summary: "Log out everywhere",
                    "Ends every session of the bearer token's account, on every device, this one included (`logout "
                        + "--all`); the cart stays saved.")),
        ]
    )

    /// Whether `--all` was given.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Bool {
        arguments.flag("--all")
    }

    /// Signs out through AuthData: this session, or with `--all` every session of the account.
    nonisolated(nonsending) public static func perform(_ input: Bool, in context: OperationContext)
        async throws(OperationError) -> Output
    {
        let previous = try await context.call(context.mainboard.ioCurrentUser(), ())
        guard input else {
            try await context.call(context.mainboard.ioSignOut(), ())
            return Output(username: previous?.username)
        }
        let ended = try await context.call(context.mainboard.ioSignOutEverywhere(), ())
        return Output(username: previous?.username, sessionsEnded: ended)
    }

    /// `{"username":null}`; with `--all` `{"username":null,"sessionsEnded":N}`.
    public static func result(_ output: Output) -> JSONValue {
        guard let ended = output.sessionsEnded else { return ResultPayload.username(nil) }
        return ["username": nil, "sessionsEnded": JSONValue(ended)]
    }
}
