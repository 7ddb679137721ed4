import Boardy

/// Turns an original-style executor `(board, input, completion)` into the `async` executor a task board runs.
enum CallbackExecution {
    /// The completion of an executor with one result.
    typealias Completion<Output> = @Sendable (Result<Output, any Error>) -> Void

    /// An `async` executor that starts `callbackExecutor` on the main actor and returns the first result it is
    /// completed with; a board released before it starts, or a cancelled wait, ends it with `CancellationError`.
    static func asyncExecutor<Board: IdentifiableBoard, Input: Sendable, Output: Sendable>(
        for reference: BoardReference<Board>,
        running callbackExecutor: @escaping @MainActor (Board, Input, @escaping Completion<Output>) -> Void
    ) -> @Sendable (Input) async throws -> Output {
        { input in
            let run: CallbackRun<Result<Output, any Error>>? = await MainActor.run {
                guard let board = reference.board else { return nil }
                let reporter = CallbackMisuseReporter(board: board)
                let run = CallbackRun<Result<Output, any Error>>(
                    isTerminal: { _ in true }, reportLateCall: reporter.lateCallReporter("the executor's completion")
                )
                callbackExecutor(board, input, run.receive)
                return run
            }
            var results = run?.events.makeAsyncIterator()
            guard let result = await results?.next() else { throw CancellationError() }
            return try result.get()
        }
    }
}
