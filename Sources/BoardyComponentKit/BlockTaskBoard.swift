import Boardy

/// A business-logic-only board whose every activation carries its own callbacks (a ``BlockTaskParameter``).
///
/// ```swift
/// let board = BlockTaskBoard<ProductQuery, [Product]>(identifier: "list-products", executingType: .latest) {
///     query in try await store.products(matching: query)   // runs in the board graph's isolation
/// }
/// ```
///
/// The option of an activation may be a ``BlockTaskParameter`` or a plain `Input` (wrapped in a parameter with
/// no handlers). How concurrent activations interact is chosen by ``executingType`` (see
/// ``BlockTaskExecutingType``).
///
/// **Where the executor runs.** In the isolation of the board's graph (the actor that created the motherboard),
/// where every callback is delivered too. An awaited activation (``BlockTaskActivation/run(_:)``) runs the executor
/// inline, in the awaiting task: no task, no thread hop. Any other activation runs in a task started on the graph's
/// actor; a graph that belongs to no actor cannot start one, so the activation is cancelled with a diagnostic. Mark
/// the closure `@concurrent` (`{ @concurrent query in … }`) to run it on the global concurrent executor instead;
/// write it without a capture list, which with Swift 6.3 would do the same unasked.
///
/// **Per-activation order** (callbacks in the board graph's isolation). `onProgress(true)` is delivered
/// when the activation is accepted. Then exactly one terminal sequence:
/// - success: `onSuccess` → `sendOutput` → `onProgress(false)` → `onCompletion(.done)`
/// - failure: `onError` → `onProgress(false)` → `onCompletion(.failed)` (without an `onError` handler, the error is
///   reported as a diagnostic)
/// - cancel: `onProgress(false)` → `onCompletion(.cancelled)`
///
/// An activation that is never accepted (rejected by ``BlockTaskExecutingType/only``, or given an already cancelled
/// token) gets only `onCompletion(.cancelled)`. An executor that throws `CancellationError` ends its activation as
/// cancelled. Results that arrive after an activation was cancelled are discarded.
///
/// **Cancellation** uses Swift task cancellation: cancelling an activation (``cancelAll()``, a
/// ``BlockTaskCancellationToken``, ``BlockTaskExecutingType/latest``) delivers its cancel sequence at once and
/// cancels its executor's task; an executor already running inline in an awaiting task finishes first and its result
/// is discarded. Cancelling the task awaiting ``BlockTaskActivation/run(_:)`` cancels the activation if its executor
/// has not started; once it runs inline, the executor sees the cancellation itself and its result is delivered (see
/// ``BlockTaskActivation/run(with:)``).
///
/// **Self-completion.** With the default ``BlockTaskLifetime/completesWhenIdle`` lifetime, when no activation is left
/// after a terminal sequence, the board calls `complete(true)` if that last sequence was a success and
/// `complete(false)` after a failure or a cancellation (the original completed with `true` even after a failure), so
/// the next activation produces a new board. A ``BlockTaskLifetime/resident`` board never completes itself: it stays
/// installed and serves every later activation of its id until someone calls `complete(_:)` (its completion flows
/// fire only then); an awaited ``BlockTaskActivation/run(_:)`` of a resident ``BlockTaskExecutingType/default``
/// board skips the activation machinery (see ``BlockTaskActivation/run(_:)``). Running executors keep the board
/// alive until they are delivered.
public final class BlockTaskBoard<Input: Sendable, Output: Sendable>: Board, GuaranteedBoard,
    GuaranteedOutputSendingBoard
{
    /// The board's input: a parameter bundling the executor's input and the activation's callbacks.
    public typealias InputType = BlockTaskParameter<Input, Output>
    /// The board's output: the executor's value, sent once per successful activation.
    public typealias OutputType = Output
    /// Does the work of one activation, in the isolation of the board's graph (see "Where the executor runs").
    public typealias Executor = nonisolated(nonsending) (Input) async throws -> Output
    /// The policy for concurrent activations.
    public typealias ExecutingType = BlockTaskExecutingType

    /// How activations that overlap are treated.
    public var executingType: ExecutingType { engine.policy }
    /// Whether activations skip a gateway barrier registered for this id; `true` by default.
    public var allowsBypassingGateway: Bool
    /// Whether the board completes itself when idle or stays installed (see "Self-completion").
    public let lifetime: BlockTaskLifetime

    @usableFromInline let engine: TaskEngine<Input, Output>
    /// Activates the board when the option is exactly an ``InputType`` (the usual case); `false` otherwise.
    ///
    /// Created by the inlinable initialiser, so it is compiled where the board's types are concrete: the engine's
    /// whole path (submit, run, delivery) runs specialised instead of looking up generic metadata at every step, which
    /// is what `activate(withOption:)` (reached through `any ActivatableBoard`) would otherwise do. It captures
    /// nothing, so it costs no allocation per board.
    @usableFromInline let activateExactly: (BlockTaskBoard, Any?) -> Bool

    /// Creates a block-task board.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - executingType: the policy for overlapping activations (default ``BlockTaskExecutingType/default``).
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - lifetime: whether the board completes itself when idle (the default) or stays installed (see
    ///     ``BlockTaskLifetime``).
    ///   - executor: the work of one activation; it runs in the graph's isolation (mark the closure `@concurrent` to
    ///     run it on the global concurrent executor instead).
    @inlinable
    public init(
        identifier: BoardID,
        executingType: ExecutingType = .default,
        allowsBypassingGateway: Bool = true,
        lifetime: BlockTaskLifetime = .completesWhenIdle,
        executor: @escaping Executor
    ) {
        self.allowsBypassingGateway = allowsBypassingGateway
        self.lifetime = lifetime
        engine = TaskEngine(executor: executor, policy: executingType, progressReporting: .onAcceptance)
        activateExactly = { board, option in
            guard let parameter = BoardOption.exactly(option, as: InputType.self) else { return false }
            board.engine.submit(
                parameter.input, callbacks: parameter.callbacks, tokens: parameter.cancellationTokens,
                awaitedRun: parameter.awaitedRun
            )
            return true
        }
        super.init(identifier: identifier)
        engine.host = self
    }

    /// Whether any activation is between its `onProgress(true)` and `onProgress(false)`.
    public var isProcessing: Bool { engine.processingCount > 0 }

    /// Accepts a parameter or a plain `Input` as the activation option.
    ///
    /// Built only when asked: an option that is exactly a parameter (the usual case) never gets here, and a stored
    /// array would cost every produced board three allocations.
    public var inputAdapters: [(Any?) -> InputType?] {
        [
            { option in
                // Comparing the dynamic type first (the usual case) is much cheaper than the general cast.
                func exact<Value>(_ value: Value) -> InputType? {
                    Value.self == InputType.self ? unsafeBitCast(value, to: InputType.self) : nil
                }
                if let option, let parameter = exact(option) { return parameter }
                return option as? InputType
            },
            { option in BoardOption.cast(option, to: Input.self).map { InputType(input: $0) } },
        ]
    }

    /// Converts the option (a parameter or a plain `Input`, see ``inputAdapters``) and activates the board, or reports a
    /// type mismatch: the same as ``Boardy/GuaranteedBoard/activate(withOption:)``, with a specialised fast path for a
    /// parameter.
    public func activate(withOption option: Any?) {
        if activateExactly(self, option) { return }
        activateConverting(option)
    }

    /// The general conversion, out of line so that the fast path above fetches none of its generic metadata.
    @inline(never)
    private func activateConverting(_ option: Any?) {
        guard let input = convertOptionToInput(option) else {
            reportUnconvertibleOption(option)
            return
        }
        activate(withGuaranteedInput: input)
    }

    /// Runs (or queues, joins or rejects, depending on ``executingType``) one activation.
    public func activate(withGuaranteedInput parameter: InputType) {
        engine.submit(
            parameter.input, callbacks: parameter.callbacks, tokens: parameter.cancellationTokens,
            awaitedRun: parameter.awaitedRun
        )
    }

    /// Cancels every running and waiting activation in activation order; each gets its cancel sequence, then the
    /// board completes with `false` (a resident board stays installed). Does nothing when the board is idle.
    public func cancelAll() {
        engine.cancelAll()
    }

    /// No activation barrier, whatever the option (the same answer as converting it first, without the conversion).
    public func activationBarrier(withOption option: Any?) -> ActivationBarrier? {
        nil
    }

    /// Whether activations skip the gateway barrier: ``allowsBypassingGateway``.
    public func shouldBypassGatewayBarrier() -> Bool {
        allowsBypassingGateway
    }
}

extension BlockTaskBoard: TaskEngineHost {
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
        guard lifetime == .completesWhenIdle else { return }
        completeIfInstalled(isDone)
    }

    @usableFromInline
    func taskEngineReport(_ message: String) {
        reportDiagnostic(.custom(board: identifier, message: message))
    }
}
