/// Everything one command will do: new files, edits of existing files, and the lines to print afterwards.
///
/// A plan is computed without touching the disk; ``ScaffoldWorkspace/apply(_:)`` writes it and `--dry-run`
/// prints it.
public struct ScaffoldPlan: Equatable, Sendable {
    /// Files to create (none of them exists yet).
    public var files: [GeneratedFile]
    /// Files to change in place.
    public var edits: [FileEdit]
    /// Lines to print after writing (what to do next).
    public var notes: [String]

    /// Creates a plan.
    public init(files: [GeneratedFile] = [], edits: [FileEdit] = [], notes: [String] = []) {
        self.files = files
        self.edits = edits
        self.notes = notes
    }

    /// The plan as text: one line per file (`create` or `edit`), then the notes.
    public func describe(dryRun: Bool) -> String {
        let verb = dryRun ? "would " : ""
        var lines = files.map { "\(verb)create \($0.path)" }
        lines += edits.map { "\(verb)edit   \($0.path) (\($0.summary))" }
        lines += notes
        return lines.joined(separator: "\n")
    }
}
