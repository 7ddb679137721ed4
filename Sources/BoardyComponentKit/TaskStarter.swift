/// Starts the tasks of the task boards on the actor their graph lives on.
enum TaskStarter {
    /// Starts a task isolated to `actor` that runs `operation`; it begins after the work already queued on the actor.
    ///
    /// Must be called from code running on `actor` (the board graph's own isolation).
    static func startTask(
        on actor: any Actor,
        _ operation: nonisolated(nonsending) @escaping () async -> Void
    ) -> Task<Void, Never> {
        // Safety: `operation` belongs to the graph's isolation domain (the caller runs on `actor`, checked below), and
        // the task runs it on that same actor, so the closure never runs concurrently with the graph.
        nonisolated(unsafe) let operation = operation
        return actor.assumeIsolated { isolatedActor in
            Task {
                _ = isolatedActor
                await operation()
            }
        }
    }
}
