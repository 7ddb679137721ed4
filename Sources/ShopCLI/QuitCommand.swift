import AuthDataIO
import ShopJSON
import ShopOperations

/// `quit` or `exit`: the REPL stops reading; nothing is printed.
public enum QuitCommand: ShellOperation {
    /// The command's name, alias and help.
    public static let definition = OperationDefinition(
        "quit",
        aliases: ["exit"],
        summary: "Leave the shop",
        details: "End of input (Ctrl-D) leaves too."
    )

    /// The REPL stops after `quit`.
    public static let endsSession = true

    /// No arguments.
    public static func input(from arguments: OperationArguments) throws(ShellError) -> NoInput {
        NoInput()
    }

    /// Does nothing: the shell stops reading.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> NoInput
    {
        input
    }

    /// Nothing.
    public static func humanLines(_ output: NoInput, renderer: HumanRenderer) -> [String] {
        []
    }

    /// Nothing: `--json` prints no line for `quit`.
    public static func jsonResult(_ output: NoInput) -> JSONValue? {
        nil
    }
}
