import AuthDataIO
import ShopJSON

/// `password`: changes the signed-in user's password; the account's other sessions end, this one stays.
///
/// Both passwords are secrets a line front asks for (without echo) and never takes from a command line, so they
/// cannot end up in a shell history or a process list: the parameters are asked for (in no usage line), the REPL's
/// input starts empty and the REPL fills it in; over HTTP they are members of the JSON body.
public enum ChangePasswordOperation: ShopOperation {
    /// The current and the new password, once the front has asked for them.
    public struct Input: Equatable, Sendable {
        /// The current password, or `nil` for the front to ask for.
        public var currentPassword: String?
        /// The new password, or `nil` for the front to ask for.
        public var newPassword: String?

        /// Creates an input.
        ///
        /// - Parameters:
        ///   - currentPassword: The current password, or `nil`.
        ///   - newPassword: The new password, or `nil`.
        public init(currentPassword: String? = nil, newPassword: String? = nil) {
            self.currentPassword = currentPassword
            self.newPassword = newPassword
        }
    }

    /// The operation's name, asked-for passwords, help and HTTP route.
    public static let definition = OperationDefinition(
        "password",
        parameters: [.asked("current-password"), .asked("new-password")],
        summary: "Change your password",
        details:
            "Asks for the current password and, twice, the new one, without echo. Your other sessions end; this one "
            + "stays.",
        http: [
            HTTPBinding(
                .put, "/users/current/password",
                arguments: [
                    .body(
                        "currentPassword", "current-password", description: "The account's password now.",
                        isRequired: true, emptyRefusal: "must not be empty"),
                    .body(
                        "newPassword", "new-password",
                        description: "8 to 1024 characters, at most 4096 bytes of UTF-8.", isRequired: true,
                        emptyRefusal: "must not be empty"),
                ],
                response: .currentSession("The password is changed; this session stays, the account's others ended."),
                errors: [
                    .init(.invalidCredentials, "the current password is wrong."),
                    .init(.rateLimited, "too many failed attempts; `Retry-After` says how long to wait."),
                    .init(.busy, "password hashing is saturated; `Retry-After` says when to try again."),
                ],
                documentation: .init(
                    "changePassword", tag: "account",
                    "Checks the current password as a login does (failures are rate-limited like failed logins), "
                        + "sets the new one and ends the account's other sessions; the bearer token's session stays.",
                    bodyDescription: "The current and the new password."))
        ]
    )

    /// The passwords a front received by name (over HTTP); the REPL's line gives none, so it asks for them.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Input {
        Input(currentPassword: arguments.text("current-password"), newPassword: arguments.text("new-password"))
    }

    /// Changes the password through AuthData as the context's client (which needs a live session: `not-signed-in`
    /// otherwise; a new password that breaks the rules blames `new-password`); without both passwords it fails as
    /// cancelled.
    nonisolated(nonsending) public static func perform(_ input: Input, in context: OperationContext)
        async throws(OperationError) -> Int
    {
        guard let current = input.currentPassword, !current.isEmpty,
            let new = input.newPassword, !new.isEmpty
        else {
            throw cancelled
        }
        let change = PasswordChange(currentPassword: current, newPassword: new, client: context.client)
        do {
            return try await context.call(context.mainboard.ioChangePassword(), change)
        } catch  where error.argument == "password" {
            throw error.blaming("new-password")
        }
    }

    /// `{"passwordChanged":true,"otherSessionsEnded":N}`.
    public static func result(_ output: Int) -> JSONValue {
        ["passwordChanged": true, "otherSessionsEnded": JSONValue(output)]
    }

    /// The failure when a password was not given (an empty answer or the end of input).
    public static let cancelled = OperationError(.cancelled, "the password change was cancelled")
}
