import AuthDataIO
import ShopJSON
import ShopOperations

/// `trace on`: print each later command's span tree (operation, boards, barrier waits, SQL) after it.
public enum TraceOnCommand: ShellOperation {
    /// The command's name and help.
    public static let definition = OperationDefinition(
        "trace on",
        summary: "Print each command's span tree after it",
        details: "The tree shows the operation, its boards, barrier waits and SQL statements with their durations "
            + "(as --trace does); 'trace off' stops it."
    )

    /// No arguments.
    public static func input(from arguments: OperationArguments) throws(ShellError) -> NoInput {
        NoInput()
    }

    /// Switches the tree on.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Bool
    {
        try executor.setTracePrinting(true)
    }

    /// `Tracing on.`
    public static func humanLines(_ output: Bool, renderer: HumanRenderer) -> [String] {
        ["Tracing on."]
    }

    /// `{"tracing":true}`.
    public static func jsonResult(_ output: Bool) -> JSONValue? {
        ["tracing": .bool(output)]
    }
}
