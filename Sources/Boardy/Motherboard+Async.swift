extension Motherboard {
    /// Activates `identifier` with `option` and waits for the board's next output.
    ///
    /// The flows that watch for the output are registered before the activation, so an output sent synchronously
    /// is not missed; they are removed as soon as the wait ends.
    ///
    /// - Throws: ``BoardyError/completedWithoutOutput(_:isDone:)`` when the board completes first,
    ///   ``BoardyError/unregisteredBoard(_:)`` when nothing could be activated, and `CancellationError` when the
    ///   calling task is cancelled.
    ///
    /// The wait runs in the caller's isolation (`nonisolated(nonsending)`): awaiting it from the graph's own actor
    /// costs no hop.
    nonisolated(nonsending) public func activateAndAwaitOutput<Output: Sendable>(
        _ identifier: BoardID,
        withOption option: Any?,
        outputType: Output.Type = Output.self
    ) async throws -> Output {
        try Task.checkCancellation()
        let waiter = OneShotContinuation<Output>()
        // The graph is touched here, in the caller's isolation, before the wait starts; the waiter keeps a result that
        // arrives at once.
        let flowIDs = [
            registerFlow(matchedIdentifiers: [identifier], outputType: Output.self) {
                waiter.resume(with: .success($0))
            },
            registerCompletionFlow(matchedIdentifiers: [identifier]) { isDone in
                waiter.resume(with: .failure(BoardyError.completedWithoutOutput(identifier, isDone: isDone)))
            },
        ]
        defer {
            for id in flowIDs { removeFlow(identifier: id) }
        }
        if !activateBoard(identifier, withOption: option) {
            waiter.resume(with: .failure(BoardyError.unregisteredBoard(identifier)))
        }
        return try await waiter.value()
    }
}

extension MainboardActivation {
    /// Activates the board with `input` and waits for its next output of type `Output`, in the caller's isolation.
    nonisolated(nonsending) public func activateAndAwaitOutput<Output: Sendable>(
        with input: Input,
        outputType: Output.Type = Output.self
    ) async throws -> Output {
        guard let motherboard else { throw BoardyError.motherboardReleased(identifier) }
        return try await motherboard.activateAndAwaitOutput(identifier, withOption: input, outputType: outputType)
    }
}

extension MainboardGenericDestination where Output: Sendable {
    /// Activates the board with `input` and waits for its next output, in the caller's isolation.
    nonisolated(nonsending) public func output(activatingWith input: Input) async throws -> Output {
        try await activation.activateAndAwaitOutput(with: input, outputType: Output.self)
    }
}
