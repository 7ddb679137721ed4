import Boardy

extension ResultTaskBoard {
    /// The callback an original-style executor calls: any number of `.progress` results, then one terminal result
    /// (`.success`, `.failure` or `.cancel`), from any thread.
    public typealias ExecutorCallback = @Sendable (BoardResult<Success, Failure>) -> Void
    /// The original Boardy's executor: it gets the input and the callback to report progress and the result.
    ///
    /// It starts in the board graph's isolation; it may hand its work to any thread and call the callback from there.
    public typealias CallbackExecutor = (Input, @escaping ExecutorCallback) -> Void

    /// Creates a result-task board from the original Boardy's callback-style executor, so ported code compiles as
    /// it is:
    ///
    /// ```swift
    /// ResultTaskBoard<URL, Data, DownloadError>(identifier: "download") { url, callback in
    ///     legacyDownloader.fetch(url, progress: { callback(.progress($0)) }) { callback($0) }
    /// }
    /// ```
    ///
    /// Each `.progress` call becomes a `.progress` output; the first terminal call ends the activation, with the
    /// same outputs and self-completion as an `async` executor (`.cancel` ends it as cancelled). Any call after the
    /// terminal one is reported as a diagnostic and ignored. Calls that arrive after the activation was cancelled
    /// are dropped.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - executor: the work of one activation, started in the board graph's isolation.
    public convenience init(
        identifier: BoardID,
        allowsBypassingGateway: Bool = true,
        executor: @escaping CallbackExecutor
    ) {
        let reference = BoardReference<ResultTaskBoard>()
        self.init(
            running: Self.work(for: reference, running: executor),
            identifier: identifier, allowsBypassingGateway: allowsBypassingGateway
        )
        reference.board = self
    }

    /// The work that starts `callbackExecutor` in the graph's isolation, passes its progress on, and returns its first
    /// terminal result (`nil` for `.cancel`, a released board or a cancelled wait).
    private static func work(
        for reference: BoardReference<ResultTaskBoard>,
        running callbackExecutor: @escaping CallbackExecutor
    ) -> Work {
        { input, progress in
            guard let board = reference.board else { return nil }
            let reporter = CallbackMisuseReporter(board: board)
            let run = CallbackRun<BoardResult<Success, Failure>>(
                isTerminal: { $0.isTerminal },
                reportLateCall: reporter.lateCallReporter("the executor's callback", isolation: #isolation)
            )
            callbackExecutor(input, run.receive)
            for await event in run.events {
                switch event {
                case let .progress(fraction):
                    progress.report(fraction)
                case let .success(value):
                    return .success(value)
                case let .failure(error):
                    return .failure(error)
                case .cancel:
                    return nil
                }
            }
            return nil
        }
    }
}
