/// Runs one command line against a package: parses it, plans, prints and (unless `--dry-run`) writes.
///
/// The `boardy-scaffold` executable and the `boardy` command plugin are thin wrappers around ``run(_:in:)``.
public struct ScaffoldTool: Sendable {
    /// What a run printed and its exit status.
    public struct Outcome: Equatable, Sendable {
        /// Text for standard output.
        public var output: String
        /// Text for standard error (`error: …` lines).
        public var error: String
        /// The exit status (0 on success, ``ScaffoldError/exitCode`` otherwise).
        public var status: Int32
    }

    /// Creates a tool.
    public init() {}

    /// Runs `arguments` (without the program name) against the package in `workspace`.
    public func run(_ arguments: [String], in workspace: ScaffoldWorkspace) -> Outcome {
        do throws(ScaffoldError) {
            let command = try ScaffoldCommand.parse(arguments)
            switch command {
            case .help:
                return Outcome(output: ScaffoldCommand.usage + "\n", error: "", status: 0)
            case let .newModule(name, dryRun):
                let plan = try ModulePlanner(workspace: workspace).plan(module: name)
                return try finish(plan, dryRun: dryRun, in: workspace)
            case let .newBoard(name, module, kind, dryRun):
                let plan = try BoardPlanner(workspace: workspace).plan(board: name, module: module, kind: kind)
                return try finish(plan, dryRun: dryRun, in: workspace)
            }
        } catch {
            return Outcome(output: "", error: "error: \(error.description)\n", status: error.exitCode)
        }
    }

    private func finish(_ plan: ScaffoldPlan, dryRun: Bool, in workspace: ScaffoldWorkspace) throws(ScaffoldError)
        -> Outcome
    {
        if !dryRun { try workspace.apply(plan) }
        return Outcome(output: plan.describe(dryRun: dryRun) + "\n", error: "", status: 0)
    }
}
