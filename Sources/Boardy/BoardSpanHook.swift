/// Wraps every synchronous board activation and every task-board run of a motherboard, so that a tracer can open a
/// span around it and make it the current one while it runs.
///
/// Where ``Motherboard/traceHandler`` reports single events, a span hook sees the whole extent of the work: it is
/// handed the work itself and must run it exactly once, in the caller's isolation, and return (or rethrow) its
/// outcome. Set one with ``Motherboard/spanHook``; `nil`, the default, costs one optional check per activation and
/// per run. Boardy never creates a span itself (it depends on the toolchain only): the application's hook does, for
/// example by binding a task-local trace context around `body`. See <doc:Tracing>.
public protocol BoardSpanHook: Sendable {
    /// Runs `body`, the synchronous `activate(withOption:)` of `board`, once.
    ///
    /// - Parameters:
    ///   - board: The id of the board being activated.
    ///   - body: The activation; the hook must call it exactly once, synchronously.
    func aroundActivation(of board: BoardID, _ body: () -> Void)

    /// Runs `body`, one executor run of the task board `board` (a `TaskBoard` or `BlockTaskBoard` of
    /// BoardyComponentKit), once, in the caller's isolation, and returns or rethrows its outcome.
    ///
    /// - Parameters:
    ///   - board: The id of the task board whose executor runs.
    ///   - body: The executor run; the hook must await it exactly once.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw, unchanged.
    nonisolated(nonsending) func aroundRun<Output>(
        of board: BoardID, _ body: nonisolated(nonsending) () async throws -> Output
    ) async throws -> Output
}
