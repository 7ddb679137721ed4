import ShopOperations
import ShopTerminal

extension Shell {
    /// Executes `command` as a task of its own that Ctrl-C cancels when an ``InterruptMonitor`` is installed.
    ///
    /// Cancelling the task reaches the board the operation waits on (a block task's activation is cancelled with
    /// it); a command that fails after being cancelled reports `'<command>' was cancelled` (code `cancelled`, printed
    /// as `Cancelled.` on a line of its own), and one that finished first keeps its result.
    ///
    /// - Parameter command: A parsed command.
    /// - Returns: What it produced, or why it failed.
    func execute(_ command: ShellCommand) async -> Result<ShellOutcome, ShellError> {
        guard let interrupts else { return await executor.execute(command) }
        let executor = executor
        let task = Task { await executor.execute(command) }
        let watch = interrupts.watch { task.cancel() }
        defer { watch.end() }
        let result = await task.value
        if task.isCancelled, case .failure = result {
            printer.notice("")  // the terminal echoed `^C` where the output would start
            return .failure(ShellError(.cancelled, "'\(command.name)' was cancelled"))
        }
        return result
    }
}
