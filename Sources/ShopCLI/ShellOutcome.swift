import ShopJSON
import ShopOperations

/// What a successful command produced, ready for either renderer: its human lines and its `--json` result.
public struct ShellOutcome: Sendable {
    /// The name of the command that produced it, e.g. `cart add` (what `--json` prints as `command`).
    public let command: String
    /// Whether the REPL stops reading (`quit`).
    public let endsSession: Bool
    /// The `result` object `--json` prints, or `nil` to print nothing.
    public let result: JSONValue?
    /// The ids of the products the command listed (`products`, `search`), or `nil` when it listed none.
    public let listedProductIDs: [Int64]?
    private let lines: @Sendable (HumanRenderer) -> [String]

    /// The outcome of `operation` producing `output`.
    ///
    /// - Parameters:
    ///   - operation: The command that ran.
    ///   - output: What it produced.
    public init<Operation: ShellOperation>(_ operation: Operation.Type, _ output: Operation.Output) {
        command = Operation.definition.name
        endsSession = Operation.endsSession
        result = Operation.jsonResult(output)
        listedProductIDs = Operation.listedProductIDs(output)
        lines = { renderer in Operation.humanLines(output, renderer: renderer) }
    }

    /// The lines printed in human mode.
    ///
    /// - Parameter renderer: The renderer (money formatting).
    /// - Returns: The lines, without newlines.
    public func humanLines(_ renderer: HumanRenderer) -> [String] {
        lines(renderer)
    }
}
