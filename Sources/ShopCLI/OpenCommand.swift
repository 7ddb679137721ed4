import AuthDataIO
import ShopJSON
import ShopOperations

/// `open <shop:// URL>`: runs the command a deep link stands for (see ``DeepLinkRoutes``), barrier included.
public enum OpenCommand: ShellOperation {
    /// The command's name, argument and help.
    public static let definition = OperationDefinition(
        "open",
        parameters: [.required("shop:// URL")],
        summary: "Open a shop link",
        details: "Links: shop://product/<id>, shop://category/<slug>, shop://search?q=<words>, "
            + "shop://cart, shop://orders, shop://order/<id>."
    )

    /// The link.
    public static func input(from arguments: OperationArguments) throws(ShellError) -> String {
        try arguments.requiredText("shop:// URL")
    }

    /// Opens the link through the launcher and runs the command its route posted.
    @MainActor
    public static func run(_ input: String, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> ShellOutcome
    {
        try await executor.openLink(input)
    }

    /// The linked command's lines.
    public static func humanLines(_ output: ShellOutcome, renderer: HumanRenderer) -> [String] {
        output.humanLines(renderer)
    }

    /// The linked command's result.
    public static func jsonResult(_ output: ShellOutcome) -> JSONValue? {
        output.result
    }
}
