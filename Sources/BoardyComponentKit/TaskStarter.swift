/// Starts the tasks of the task boards on the actor their graph lives on.
@usableFromInline
enum TaskStarter {
    /// Work run in a started task, in the isolation of the actor it was started on.
    ///
    /// A typealias on purpose: a closure literal takes `nonisolated(nonsending)` from a named contextual type, while an
    /// attribute written in a parameter's type left it a plain async closure, which runs on the global executor.
    @usableFromInline
    typealias Operation = nonisolated(nonsending) () async -> Void

    /// Starts a task isolated to `actor` that runs `operation`; it begins after the work already queued on the actor.
    ///
    /// Must be called from code running on `actor` (the board graph's own isolation).
    @usableFromInline
    static func startTask(on actor: any Actor, _ operation: @escaping Operation) -> Task<Void, Never> {
        // Safety: `operation` belongs to the graph's isolation domain (the caller runs on `actor`, checked by
        // assumeIsolated), and the task runs it isolated to that same actor, so it never runs concurrently with the
        // graph.
        nonisolated(unsafe) let operation: Operation = operation
        return actor.assumeIsolated { isolatedActor in
            Task {
                await run(operation, isolatedTo: isolatedActor)
            }
        }
    }

    /// Runs `operation` isolated to `actor`: the `isolated` parameter pins the isolation the operation inherits.
    private static func run(_ operation: Operation, isolatedTo actor: isolated any Actor) async {
        await operation()
    }
}
