import AuthDataIO
import ShopJSON

/// `password`: changes the signed-in user's password; the account's other sessions end, this one stays.
///
/// Both passwords are secrets a front asks for (a line front without echo) and never takes from a command line, so
/// they cannot end up in a shell history or a process list: the definition has no parameters, the input starts
/// empty and the front fills it in.
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

    /// The operation's name and help.
    public static let definition = OperationDefinition(
        "password",
        summary: "Change your password",
        details: "Asks for the current and the new password, without echo. Your other sessions end; this one stays."
    )

    /// The empty input: the passwords are asked for, never typed on the line.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> Input {
        Input()
    }

    /// Changes the password through AuthData (which needs a live session: `not-signed-in` otherwise); without
    /// both passwords it fails as cancelled.
    nonisolated(nonsending) public static func perform(_ input: Input, in context: OperationContext)
        async throws(OperationError) -> Int
    {
        guard let current = input.currentPassword, !current.isEmpty,
            let new = input.newPassword, !new.isEmpty
        else {
            throw cancelled
        }
        return try await context.call(
            context.mainboard.ioChangePassword(), PasswordChange(currentPassword: current, newPassword: new))
    }

    /// `{"passwordChanged":true,"otherSessionsEnded":N}`.
    public static func result(_ output: Int) -> JSONValue {
        ["passwordChanged": true, "otherSessionsEnded": JSONValue(output)]
    }

    /// The failure when a password was not given (an empty answer or the end of input).
    public static let cancelled = OperationError(.cancelled, "the password change was cancelled")
}
