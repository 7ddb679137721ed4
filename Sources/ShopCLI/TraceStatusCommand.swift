import AuthDataIO
import ShopJSON
import ShopOperations

/// `trace`: says whether each command's span tree is printed, and whether spans go to a `--trace-output` file.
public enum TraceStatusCommand: ShellOperation {
    /// The command's name and help.
    public static let definition = OperationDefinition(
        "trace",
        summary: "Say whether span trees are printed",
        details: "'trace on' prints each command's span tree after it, 'trace off' stops; a --trace-output file "
            + "receives every span either way."
    )

    /// No arguments.
    public static func input(from arguments: OperationArguments) throws(ShellError) -> NoInput {
        NoInput()
    }

    /// Reads the shell's tracing state.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Bool
    {
        executor.trace?.printsTree ?? false
    }

    /// `Tracing is on.` or `Tracing is off.`
    public static func humanLines(_ output: Bool, renderer: HumanRenderer) -> [String] {
        [output ? "Tracing is on." : "Tracing is off."]
    }

    /// `{"tracing":true}`.
    public static func jsonResult(_ output: Bool) -> JSONValue? {
        ["tracing": .bool(output)]
    }
}
