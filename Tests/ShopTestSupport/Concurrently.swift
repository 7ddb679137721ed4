/// Runs `operation` once per input, all at once in a task group, and returns the results (in completion order).
///
/// Each child task hops to the main actor only to activate the board; the boards' executors run in parallel off
/// the main actor, so the database sees truly concurrent requests.
public func concurrently<Input: Sendable, Output: Sendable>(
    over inputs: [Input],
    _ operation: @escaping @Sendable @MainActor (Input) async throws -> Output
) async throws -> [Output] {
    try await withThrowingTaskGroup(of: Output.self, returning: [Output].self) { group in
        for input in inputs {
            group.addTask { try await operation(input) }
        }
        return try await group.reduce(into: []) { $0.append($1) }
    }
}
