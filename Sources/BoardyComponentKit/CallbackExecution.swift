import Boardy

/// Turns an original-style executor `(board, input, completion)` into the `async` executor a task board runs.
enum CallbackExecution {
    /// The completion of an executor with one result.
    typealias Completion<Output> = @Sendable (Result<Output, any Error>) -> Void

    /// An `async` executor that starts `callbackExecutor` in the caller's isolation (the board graph's) and returns the
    /// first result it is completed with; a board released before it starts, or a cancelled wait, ends it with
    /// `CancellationError`.
    static func asyncExecutor<Board: IdentifiableBoard, Input: Sendable, Output: Sendable>(
        for reference: BoardReference<Board>,
        running callbackExecutor: @escaping (Board, Input, @escaping Completion<Output>) -> Void
    ) -> nonisolated(nonsending) (Input) async throws -> Output {
        { input in
            guard let board = reference.board else { throw CancellationError() }
            let reporter = CallbackMisuseReporter(board: board)
            let run = CallbackRun<Result<Output, any Error>>(
                isTerminal: { _ in true },
                reportLateCall: reporter.lateCallReporter("the executor's completion", isolation: #isolation)
            )
            callbackExecutor(board, input, run.receive)
            var results = run.events.makeAsyncIterator()
            guard let result = await results.next(isolation: #isolation) else { throw CancellationError() }
            return try result.get()
        }
    }
}
