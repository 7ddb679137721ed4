import Boardy

/// A business-logic-only board: it runs an `async` executor for each activation and sends the value as output.
///
/// ```swift
/// let board = TaskBoard<ProductQuery, [Product]>(identifier: "latest-products") { query in
///     try await store.products(matching: query)      // runs on the board graph's actor
/// } errorHandler: { board, error in
///     logger.error("\(board.identifier): \(error)")
/// }
/// ```
///
/// **Queueing (a deliberate change from the original).** The original dropped an activation that arrived while a
/// task was running. This board queues it: activations run one at a time, first in first out, and each one gets
/// its own terminal sequence and output. `whileBusy: .drop` restores the original's behaviour, except that every
/// drop is reported as a diagnostic (see ``TaskBoardBusyPolicy``).
///
/// **Where the executor runs.** Each activation runs its executor in a task started on the actor the board graph
/// lives on (the one that created the motherboard), and every handler runs there too. Mark the closure
/// `@concurrent` (`{ @concurrent query in … }`) to run it on the global concurrent executor instead; write it without
/// a capture list, which with Swift 6.3 would do the same unasked. A graph that belongs to no actor cannot start the
/// task: the activation ends cancelled, with a diagnostic. See Boardy's article "Where does my code run?".
///
/// **Ported code** may keep the original's callback-style executor, `{ board, input, completion in … }`: an
/// initializer takes a ``CallbackExecutor`` beside the `async` one.
///
/// **Order of one activation** (every callback in the board graph's isolation):
/// - success: `processingHandler(true)` → executor → `successHandler` → `sendOutput` → `processingHandler(false)`
///   → `completionHandler(.done)`
/// - failure: `processingHandler(true)` → executor → `errorHandler` → `processingHandler(false)` →
///   `completionHandler(.failed)`; without an `errorHandler` the error is reported as a diagnostic
/// - cancellation (``cancelAll()``, or the executor throwing `CancellationError`): `processingHandler(false)` (only
///   if `processingHandler(true)` was delivered) → `completionHandler(.cancelled)`
///
/// `processingHandler(true)` is delivered when the activation's executor starts, so ``isProcessing`` is `true`
/// exactly while a task occupies the board's single slot. Each activation gets its terminal sequence exactly once.
///
/// **Self-completion.** When no activation is left after a terminal sequence, the board calls `complete(true)` if
/// that last activation succeeded and `complete(false)` otherwise; the motherboard then removes and releases it
/// (the next activation produces a new board). A running executor keeps the board alive until its result is
/// delivered.
public final class TaskBoard<Input: Sendable, Output: Sendable>: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    /// The board's input: the executor's input.
    public typealias InputType = Input
    /// The board's output: the executor's value.
    public typealias OutputType = Output
    /// Does the work of one activation, in the isolation of the board's graph (see "Where the executor runs").
    public typealias Executor = nonisolated(nonsending) (Input) async throws -> Output

    /// Called with each successful value, before it is sent as output.
    public let successHandler: ((TaskBoard, Output) -> Void)?
    /// Called with `true` when an activation's executor starts and `false` when it has finished.
    public let processingHandler: ((TaskBoard, Bool) -> Void)?
    /// Called with each executor error.
    public let errorHandler: ((TaskBoard, any Error) -> Void)?
    /// Called last for every activation, with how it ended.
    public let completionHandler: ((TaskBoard, TaskCompletionStatus) -> Void)?
    /// Whether activations skip a gateway barrier registered for this id; `true` by default.
    public var allowsBypassingGateway: Bool
    /// What happens to an activation that arrives while another is running or queued.
    public let busyPolicy: TaskBoardBusyPolicy

    private let engine: TaskEngine<Input, Output>

    /// Creates a task board.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - whileBusy: what to do with an activation that arrives while another is running or queued (default
    ///     ``TaskBoardBusyPolicy/queue``; ``TaskBoardBusyPolicy/drop`` behaves as the original).
    ///   - executor: the work of one activation; it runs in the graph's isolation (mark the closure `@concurrent` to
    ///     run it on the global concurrent executor instead).
    ///   - successHandler: called with each value before it is sent as output.
    ///   - processingHandler: called with `true` when a task starts and `false` when it ends.
    ///   - errorHandler: called with each error; when `nil`, errors are reported as diagnostics.
    ///   - completionHandler: called last for every activation.
    public init(
        identifier: BoardID,
        allowsBypassingGateway: Bool = true,
        whileBusy: TaskBoardBusyPolicy = .queue,
        executor: @escaping Executor,
        successHandler: ((TaskBoard, Output) -> Void)? = nil,
        processingHandler: ((TaskBoard, Bool) -> Void)? = nil,
        errorHandler: ((TaskBoard, any Error) -> Void)? = nil,
        completionHandler: ((TaskBoard, TaskCompletionStatus) -> Void)? = nil
    ) {
        self.allowsBypassingGateway = allowsBypassingGateway
        busyPolicy = whileBusy
        self.successHandler = successHandler
        self.processingHandler = processingHandler
        self.errorHandler = errorHandler
        self.completionHandler = completionHandler
        engine = TaskEngine(executor: executor, policy: .queue, progressReporting: .onStart)
        super.init(identifier: identifier)
        engine.host = self
    }

    /// Whether a task is running (between its `processingHandler(true)` and `processingHandler(false)`).
    public var isProcessing: Bool { engine.processingCount > 0 }

    /// Whether any activation is running or queued.
    public var hasPendingActivations: Bool { engine.hasActivations }

    /// Queues an activation; it runs once the activations before it have finished. With the
    /// ``TaskBoardBusyPolicy/drop`` policy, an activation that arrives while another one is running is dropped
    /// and reported as a diagnostic instead.
    public func activate(withGuaranteedInput input: Input) {
        if busyPolicy == .drop, engine.hasActivations {
            reportDiagnostic(
                .custom(
                    board: identifier,
                    message: "busy with another activation (busy policy .drop); the new activation was dropped"
                ))
            return
        }
        engine.submit(input, callbacks: callbacks(), tokens: [])
    }

    /// Cancels the running task (its executor's task is cancelled) and drops the queued ones; each gets its
    /// cancellation sequence, then the board completes with `false`.
    public func cancelAll() {
        engine.cancelAll()
    }

    /// Whether activations skip the gateway barrier: ``allowsBypassingGateway``.
    public func shouldBypassGatewayBarrier() -> Bool {
        allowsBypassingGateway
    }

    private func callbacks() -> TaskCallbacks<Output> {
        var callbacks = TaskCallbacks<Output>()
        if let successHandler {
            callbacks.success = { [weak self] output in
                guard let self else { return }
                successHandler(self, output)
            }
        }
        callbacks.processing = { [weak self] isProcessing in
            guard let self, let processingHandler = self.processingHandler else { return }
            processingHandler(self, isProcessing)
        }
        if let errorHandler {
            callbacks.error = { [weak self] error in
                guard let self else { return }
                errorHandler(self, error)
            }
        }
        callbacks.completion = { [weak self] status in
            guard let self, let completionHandler = self.completionHandler else { return }
            completionHandler(self, status)
        }
        return callbacks
    }
}

extension TaskBoard: TaskEngineHost {
    @usableFromInline
    var taskEngineIsolation: (any Actor)? {
        delegate?.graphIsolation
    }

    @usableFromInline
    var taskEngineSpanHook: (any BoardSpanHook)? {
        installedMotherboard?.spanHook
    }

    @usableFromInline
    func taskEngineDidProduce(_ output: Output) {
        sendProducedOutput(output)
    }

    @usableFromInline
    func taskEngineDidBecomeIdle(isDone: Bool) {
        completeIfInstalled(isDone)
    }

    @usableFromInline
    func taskEngineReport(_ message: String) {
        reportDiagnostic(.custom(board: identifier, message: message))
    }
}
