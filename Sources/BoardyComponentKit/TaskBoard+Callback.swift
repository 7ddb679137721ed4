import Boardy

extension TaskBoard {
    /// The completion an original-style executor calls with its result, once, from any thread.
    public typealias ExecutorCompletion = @Sendable (Result<Output, any Error>) -> Void
    /// The original Boardy's executor: it gets the board, the input and a completion to call once with the result.
    ///
    /// It starts in the board graph's isolation; it may hand its work to any thread and call the completion from there.
    public typealias CallbackExecutor = (TaskBoard, Input, @escaping ExecutorCompletion) -> Void

    /// Creates a task board from the original Boardy's callback-style executor, so ported code compiles as it is:
    ///
    /// ```swift
    /// TaskBoard<ProductQuery, [Product]>(identifier: "latest-products") { _, query, completion in
    ///     legacyStore.fetch(query) { products, error in
    ///         completion(error.map { .failure($0) } ?? .success(products))
    ///     }
    /// }
    /// ```
    ///
    /// The first call of the completion ends the activation, exactly as a returned value or a thrown error ends
    /// it with an `async` executor (the handlers, the output and the self-completion are the same). Every later
    /// call is reported as a diagnostic and ignored. A completion that arrives after the activation was cancelled
    /// is dropped.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - whileBusy: what to do with an activation that arrives while another is running or queued (default
    ///     ``TaskBoardBusyPolicy/queue``; ``TaskBoardBusyPolicy/drop`` behaves as the original).
    ///   - executor: the work of one activation, started in the board graph's isolation.
    ///   - successHandler: called with each value before it is sent as output.
    ///   - processingHandler: called with `true` when a task starts and `false` when it ends.
    ///   - errorHandler: called with each error; when `nil`, errors are reported as diagnostics.
    ///   - completionHandler: called last for every activation.
    public convenience init(
        identifier: BoardID,
        allowsBypassingGateway: Bool = true,
        whileBusy: TaskBoardBusyPolicy = .queue,
        executor: @escaping CallbackExecutor,
        successHandler: ((TaskBoard, Output) -> Void)? = nil,
        processingHandler: ((TaskBoard, Bool) -> Void)? = nil,
        errorHandler: ((TaskBoard, any Error) -> Void)? = nil,
        completionHandler: ((TaskBoard, TaskCompletionStatus) -> Void)? = nil
    ) {
        let reference = BoardReference<TaskBoard>()
        self.init(
            identifier: identifier,
            allowsBypassingGateway: allowsBypassingGateway,
            whileBusy: whileBusy,
            executor: CallbackExecution.asyncExecutor(for: reference, running: executor),
            successHandler: successHandler,
            processingHandler: processingHandler,
            errorHandler: errorHandler,
            completionHandler: completionHandler
        )
        reference.board = self
    }
}
