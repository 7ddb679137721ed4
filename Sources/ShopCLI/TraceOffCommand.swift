import AuthDataIO
import ShopJSON
import ShopOperations

/// `trace off`: stop printing span trees (see ``TraceOnCommand``).
public enum TraceOffCommand: ShellOperation {
    /// The command's name and help.
    public static let definition = OperationDefinition(
        "trace off",
        summary: "Stop printing span trees",
        details: "A --trace-output file keeps receiving every span."
    )

    /// No arguments.
    public static func input(from arguments: OperationArguments) throws(ShellError) -> NoInput {
        NoInput()
    }

    /// Switches the tree off.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Bool
    {
        try executor.setTracePrinting(false)
    }

    /// `Tracing off.`
    public static func humanLines(_ output: Bool, renderer: HumanRenderer) -> [String] {
        ["Tracing off."]
    }

    /// `{"tracing":false}`.
    public static func jsonResult(_ output: Bool) -> JSONValue? {
        ["tracing": .bool(output)]
    }
}
