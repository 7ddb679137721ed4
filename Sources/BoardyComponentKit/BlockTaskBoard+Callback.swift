import Boardy

extension BlockTaskBoard {
    /// The completion an original-style executor calls with its result, once, from any thread.
    public typealias ExecutorCompletion = @Sendable (Result<Output, any Error>) -> Void
    /// The original Boardy's executor: it gets the board, the input and a completion to call once with the result.
    ///
    /// It starts in the board graph's isolation; it may hand its work to any thread and call the completion from there.
    public typealias CallbackExecutor = (BlockTaskBoard, Input, @escaping ExecutorCompletion) -> Void

    /// Creates a block-task board from the original Boardy's callback-style executor, so ported code compiles as
    /// it is:
    ///
    /// ```swift
    /// BlockTaskBoard<String, [Product]>(identifier: "local-products") { board, categoryID, completion in
    ///     completion(.success(database.products(in: categoryID)))
    /// }
    /// ```
    ///
    /// The first call of the completion ends the activation, exactly as a returned value or a thrown error ends
    /// it with an `async` executor; every later call is reported as a diagnostic and ignored. A completion that
    /// arrives after the activation was cancelled is dropped. (The original's variant whose executor returns a
    /// `BlockTaskCanceler` is not offered: cancel through ``cancelAll()`` or a ``BlockTaskCancellationToken``.)
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - executingType: the policy for overlapping activations (default ``BlockTaskExecutingType/default``).
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - lifetime: whether the board completes itself when idle (the default) or stays installed (see
    ///     ``BlockTaskLifetime``).
    ///   - executor: the work of one activation, started in the board graph's isolation.
    public convenience init(
        identifier: BoardID,
        executingType: ExecutingType = .default,
        allowsBypassingGateway: Bool = true,
        lifetime: BlockTaskLifetime = .completesWhenIdle,
        executor: @escaping CallbackExecutor
    ) {
        let reference = BoardReference<BlockTaskBoard>()
        self.init(
            identifier: identifier,
            executingType: executingType,
            allowsBypassingGateway: allowsBypassingGateway,
            lifetime: lifetime,
            executor: CallbackExecution.asyncExecutor(for: reference, running: executor)
        )
        reference.board = self
    }
}
