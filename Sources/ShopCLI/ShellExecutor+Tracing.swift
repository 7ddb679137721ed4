import ShopOperations
import ShopTracing

extension ShellExecutor {
    /// Runs `command` (``perform(_:)``) inside an `operation <name>` span when the shell traces (not `trace`,
    /// `trace on` or `trace off`).
    func performTraced(_ command: ShellCommand) async throws(ShellError) -> ShellOutcome {
        // The trace commands themselves are not traced: their tree would only show the switch.
        guard let tracing = trace?.tracing, !command.name.hasPrefix("trace") else { return try await perform(command) }
        let describe = { (error: ShellError) in (code: error.code.rawValue, message: error.message) }
        return try await tracing.withOperationSpan(
            command.name, describe: describe,
            { () async throws(ShellError) -> ShellOutcome in try await perform(command) })
    }

    /// `trace on|off`: prints the span tree after each command, or stops.
    ///
    /// - Returns: Whether the tree is now printed.
    /// - Throws: `invalid-arguments` when this shell does not trace (a one-shot command without `--trace`).
    func setTracePrinting(_ on: Bool) throws(ShellError) -> Bool {
        guard let trace else {
            throw ShellError(.invalidArguments, "tracing is off in a one-shot command; pass --trace instead")
        }
        trace.setPrintsTree(on)
        return on
    }

    /// The span tree of the last command, when the shell prints trees and spans were recorded.
    func takeTraceTree() -> [String]? {
        trace?.takeTreeLines()
    }
}
