import AuthDataIO
import ShopJSON

/// `logout`: ends the session; the output is who was signed in, if anyone.
public enum LogoutOperation: ShopOperation {
    /// The operation's name and help.
    public static let definition = OperationDefinition(
        "logout",
        summary: "Log out",
        details: "Ends the session; your cart stays saved for the next login."
    )

    /// Signs out through AuthData.
    @MainActor
    public static func perform(_ input: NoInput, in context: OperationContext) async throws(OperationError) -> String? {
        let previous = try await context.call(context.mainboard.ioCurrentUser(), ())
        try await context.call(context.mainboard.ioSignOut(), ())
        return previous?.username
    }

    /// `{"username":null}`.
    public static func result(_ output: String?) -> JSONValue {
        ResultPayload.username(nil)
    }
}
