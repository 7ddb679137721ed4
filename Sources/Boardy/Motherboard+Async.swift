extension Motherboard {
    /// Activates `identifier` with `option` and waits for the board's next output.
    ///
    /// The flows that watch for the output are registered before the activation, so an output sent synchronously
    /// is not missed; they are removed as soon as the wait ends.
    ///
    /// - Throws: ``BoardyError/completedWithoutOutput(_:isDone:)`` when the board completes first,
    ///   ``BoardyError/unregisteredBoard(_:)`` when nothing could be activated, and `CancellationError` when the
    ///   calling task is cancelled.
    public func activateAndAwaitOutput<Output: Sendable>(
        _ identifier: BoardID,
        withOption option: Any?,
        outputType: Output.Type = Output.self
    ) async throws -> Output {
        try Task.checkCancellation()
        let waiter = OutputWaiter<Output>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Output, any Error>) in
                waiter.start(continuation, on: self)
                waiter.flowIDs.append(
                    registerFlow(matchedIdentifiers: [identifier], outputType: Output.self) {
                        waiter.finish(.success($0))
                    })
                waiter.flowIDs.append(
                    registerCompletionFlow(matchedIdentifiers: [identifier]) { isDone in
                        waiter.finish(.failure(BoardyError.completedWithoutOutput(identifier, isDone: isDone)))
                    })
                if !activateBoard(identifier, withOption: option) {
                    waiter.finish(.failure(BoardyError.unregisteredBoard(identifier)))
                }
            }
        } onCancel: {
            Task { @MainActor in waiter.finish(.failure(CancellationError())) }
        }
    }
}

extension MainboardActivation {
    /// Activates the board with `input` and waits for its next output of type `Output`.
    public func activateAndAwaitOutput<Output: Sendable>(
        with input: Input,
        outputType: Output.Type = Output.self
    ) async throws -> Output {
        guard let motherboard else { throw BoardyError.motherboardReleased(identifier) }
        return try await motherboard.activateAndAwaitOutput(identifier, withOption: input, outputType: outputType)
    }
}

extension MainboardGenericDestination where Output: Sendable {
    /// Activates the board with `input` and waits for its next output.
    public func output(activatingWith input: Input) async throws -> Output {
        try await activation.activateAndAwaitOutput(with: input, outputType: Output.self)
    }
}

/// Resumes one continuation exactly once and removes the flows it registered.
@MainActor
final class OutputWaiter<Output: Sendable> {
    private var continuation: CheckedContinuation<Output, any Error>?
    private weak var motherboard: Motherboard?
    private var pendingResult: Result<Output, any Error>?
    var flowIDs: [String] = []

    func start(_ continuation: CheckedContinuation<Output, any Error>, on motherboard: Motherboard) {
        self.motherboard = motherboard
        if let pendingResult {
            continuation.resume(with: pendingResult)
        } else {
            self.continuation = continuation
        }
    }

    func finish(_ result: Result<Output, any Error>) {
        for id in flowIDs {
            motherboard?.removeFlow(identifier: id)
        }
        flowIDs = []
        if let continuation {
            self.continuation = nil
            continuation.resume(with: result)
        } else if pendingResult == nil, motherboard == nil {
            pendingResult = result
        }
    }
}
