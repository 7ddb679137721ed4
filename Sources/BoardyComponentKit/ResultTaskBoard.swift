import Boardy

/// A task board without side-effect handlers: everything it has to say goes out as ``BoardResult`` outputs.
///
/// ```swift
/// let board = ResultTaskBoard<URL, Data, DownloadError>(identifier: "download") { url, progress in
///     await downloader.fetch(url) { progress.report($0) }   // runs on the graph's actor
/// }
/// ```
///
/// **Outputs of one activation:** zero or more `.progress(f)` in the order reported, then exactly one terminal
/// output: `.success`, `.failure`, or `.cancel`. A failure that is a `CancellationError` is sent as `.cancel`.
///
/// **One at a time.** An activation that arrives while another runs is queued (first in first out) instead of
/// being dropped as in the original; it starts after the running one's terminal output has been delivered.
///
/// **Cancellation.** ``cancel()`` cancels the running activation's executor task and drops the queued ones; each of
/// them gets one `.cancel` output at once, and later results or progress of the cancelled executor are discarded.
///
/// **Self-completion.** When no activation is left after a terminal output, the board calls `complete(true)` after
/// a success and `complete(false)` after a failure or a cancel, so the motherboard removes it.
public final class ResultTaskBoard<Input: Sendable, Success: Sendable, Failure: Error>: Board, GuaranteedBoard,
    GuaranteedOutputSendingBoard
{
    /// The board's input: the executor's input.
    public typealias InputType = Input
    /// The board's output: progress and terminal results.
    public typealias OutputType = BoardResult<Success, Failure>
    /// Does the work of one activation, reporting progress through the reporter; it runs in a task on the graph's
    /// actor (mark the closure `@concurrent` to run it on the global concurrent executor instead).
    public typealias Executor = nonisolated(nonsending) (Input, ProgressReporter) async -> Result<Success, Failure>

    /// A throwing executor: a thrown error becomes `.failure`, a thrown `CancellationError` becomes `.cancel`.
    public typealias ThrowingExecutor = nonisolated(nonsending) (Input, ProgressReporter) async throws -> Success

    private struct Run {
        let id: Int
        let task: Task<Void, Never>?
    }

    /// One activation's work as the board runs it: the terminal result, or `nil` when it ended cancelled.
    typealias Work = nonisolated(nonsending) (Input, ProgressReporter) async -> Result<Success, Failure>?

    /// Whether activations skip a gateway barrier registered for this id; `true` by default.
    public var allowsBypassingGateway: Bool
    private let work: Work
    private var queue: [Input] = []
    private var current: Run?
    private var lastRunID = 0

    /// Creates a result-task board.
    ///
    /// - Parameters:
    ///   - identifier: the board's id.
    ///   - allowsBypassingGateway: whether activations skip the gateway barrier (default `true`).
    ///   - executor: the work of one activation.
    public convenience init(
        identifier: BoardID,
        allowsBypassingGateway: Bool = true,
        executor: @escaping Executor
    ) {
        self.init(
            running: { input, progress in await executor(input, progress) },
            identifier: identifier, allowsBypassingGateway: allowsBypassingGateway
        )
    }

    /// Creates a board that runs `work` for each activation.
    init(
        running work: @escaping Work,
        identifier: BoardID,
        allowsBypassingGateway: Bool
    ) {
        self.allowsBypassingGateway = allowsBypassingGateway
        self.work = work
        super.init(identifier: identifier)
    }

    /// Creates a result-task board from a throwing executor: a thrown error becomes `.failure`, a thrown
    /// `CancellationError` becomes `.cancel`.
    public convenience init(
        identifier: BoardID,
        allowsBypassingGateway: Bool = true,
        throwingExecutor: @escaping ThrowingExecutor
    ) where Failure == any Error {
        self.init(
            identifier: identifier, allowsBypassingGateway: allowsBypassingGateway
        ) { input, progress in
            do {
                return .success(try await throwingExecutor(input, progress))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Whether an activation is running.
    public var isProcessing: Bool { current != nil }

    /// The number of activations waiting behind the running one.
    public var queuedActivationCount: Int { queue.count }

    /// Runs the activation now, or queues it behind the running one.
    public func activate(withGuaranteedInput input: Input) {
        queue.append(input)
        if current == nil {
            startNext()
        }
    }

    /// Cancels the running activation and the queued ones; each gets one `.cancel` output, then the board completes
    /// with `false`. Does nothing when the board is idle.
    public func cancel() {
        let running = current
        let dropped = queue
        guard running != nil || !dropped.isEmpty else { return }
        current = nil
        queue.removeAll()
        running?.task?.cancel()
        for _ in 0..<(dropped.count + (running == nil ? 0 : 1)) {
            sendOutput(.cancel)
        }
        settle(isDone: false)
    }

    /// Whether activations skip the gateway barrier: ``allowsBypassingGateway``.
    public func shouldBypassGatewayBarrier() -> Bool {
        allowsBypassingGateway
    }

    private func startNext() {
        guard current == nil, !queue.isEmpty else { return }
        let input = queue.removeFirst()
        lastRunID += 1
        let runID = lastRunID
        guard let isolation = delegate?.graphIsolation else {
            reportDiagnostic(
                .custom(
                    board: identifier,
                    message: "the board graph belongs to no actor, so the activation cannot run in a task; it was "
                        + "cancelled (create the motherboard on an actor)"
                ))
            current = Run(id: runID, task: nil)
            finish(runID, with: nil)
            return
        }
        let (stream, continuation) = AsyncStream.makeStream(of: Double.self)
        let reporter = ProgressReporter { continuation.yield($0) }
        let work = work
        // Two tasks on the graph's actor: one runs the work, the other forwards its progress as it is reported; the
        // terminal output waits until every progress value reported before it has been sent.
        // (No capture lists: see TaskEngine; with one, the closures would not run on the actor.)
        let forwarder = TaskStarter.startTask(on: isolation) {
            for await fraction in stream where self.current?.id == runID {
                self.sendOutput(.progress(fraction))
            }
        }
        let task = TaskStarter.startTask(on: isolation) {
            let outcome = Task.isCancelled ? nil : await work(input, reporter)
            continuation.finish()
            await forwarder.value
            self.finish(runID, with: outcome)
        }
        current = Run(id: runID, task: task)
    }

    private func finish(_ runID: Int, with result: Result<Success, Failure>?) {
        guard current?.id == runID else { return }
        current = nil
        switch result {
        case nil:
            sendOutput(.cancel)
            settle(isDone: false)
        case let .success(value)?:
            sendOutput(.success(value))
            settle(isDone: true)
        case let .failure(error)? where error is CancellationError:
            sendOutput(.cancel)
            settle(isDone: false)
        case let .failure(error)?:
            sendOutput(.failure(error))
            settle(isDone: false)
        }
    }

    /// After a terminal output: start the next queued activation, or complete when nothing is left. An activation
    /// started re-entrantly by a flow defers the completion to its own end.
    private func settle(isDone: Bool) {
        guard current == nil else { return }
        if queue.isEmpty {
            completeIfInstalled(isDone)
        } else {
            startNext()
        }
    }
}
