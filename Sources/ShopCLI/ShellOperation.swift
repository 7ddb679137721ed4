import AuthDataIO
import ShopJSON
import ShopOperations

/// A REPL command: an operation's definition and input, how it runs in the shell, and its human and `--json`
/// output.
///
/// Every shop operation (`ShopOperations`) becomes one by an extension that only adds ``humanLines(_:renderer:)``:
/// running (``run(_:in:as:)``) and the JSON result come from the operation. REPL-only commands (`help`, `open`,
/// `quit`) conform directly. ``ShellOperations/all`` lists the commands; the parser, `help`, Tab completion, the
/// login prompt and both renderers read nothing else. See the article "Adding an operation" in ShopOperations.
public protocol ShellOperation: Sendable {
    /// The typed, validated input.
    associatedtype Input: Equatable & Sendable
    /// What the command produced.
    associatedtype Output: Sendable

    /// The command's name, arguments, sign-in requirement and help.
    static var definition: OperationDefinition { get }

    /// Whether the REPL stops reading after the command (`quit`); `false` unless a command says otherwise.
    static var endsSession: Bool { get }

    /// Builds the input from arguments already checked against ``definition``.
    ///
    /// - Parameter arguments: The validated values.
    /// - Returns: The input.
    /// - Throws: ``ShellError`` when the values do not make a valid input together.
    static func input(from arguments: OperationArguments) throws(ShellError) -> Input

    /// Runs the command in the shell; `user` is the signed-in user when the definition requires one.
    ///
    /// - Parameters:
    ///   - input: The validated input.
    ///   - executor: The shell's executor (mainboard, line reader, prompt state).
    ///   - user: The user the auth barrier released the command with, or `nil`.
    /// - Returns: What the command produced.
    /// - Throws: ``ShellError``.
    @MainActor
    static func run(_ input: Input, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Output

    /// The lines printed for `output` in human mode.
    ///
    /// - Parameters:
    ///   - output: What the command produced.
    ///   - renderer: Money formatting and the shared tables.
    /// - Returns: The lines, without newlines (none prints nothing).
    static func humanLines(_ output: Output, renderer: HumanRenderer) -> [String]

    /// The `result` object printed for `output` with `--json`, or `nil` to print nothing.
    ///
    /// - Parameter output: What the command produced.
    /// - Returns: The object.
    static func jsonResult(_ output: Output) -> JSONValue?

    /// The ids of the products `output` lists, which Tab offers where a product id is expected; `nil` when the
    /// command lists no products (the previous listing's ids stay).
    ///
    /// - Parameter output: What the command produced.
    /// - Returns: The ids in listing order, or `nil`.
    static func listedProductIDs(_ output: Output) -> [Int64]?
}

extension ShellOperation {
    /// Commands keep the REPL reading.
    public static var endsSession: Bool { false }

    /// Commands list no products.
    public static func listedProductIDs(_ output: Output) -> [Int64]? { nil }
}

extension ShellOperation where Self: ShopOperation {
    /// Performs the operation on the executor's mainboard, as `user`.
    @MainActor
    public static func run(_ input: Input, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Output
    {
        try await perform(input, in: OperationContext(mainboard: executor.mainboard, user: user))
    }

    /// The operation's JSON result.
    public static func jsonResult(_ output: Output) -> JSONValue? {
        result(output)
    }
}
