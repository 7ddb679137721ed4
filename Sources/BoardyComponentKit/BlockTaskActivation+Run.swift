import Boardy

extension BlockTaskActivation {
    /// Activates the board with `input` and returns the executor's value.
    ///
    /// - Throws: the executor's error; `CancellationError` when the activation was cancelled (cancelling the
    ///   awaiting task cancels the activation and its executor); `BoardyError.unregisteredBoard(_:)` when
    ///   the motherboard could not activate the id; `BoardyError.motherboardReleased(_:)` when the
    ///   motherboard is gone; ``BlockTaskError/activationDropped(_:)`` when the activation never reached an
    ///   executor.
    public func run(_ input: Input) async throws -> Output {
        try await run(with: BlockTaskParameter(input: input))
    }

    /// Activates a board whose input is `Void` and returns the executor's value.
    public func run() async throws -> Output where Input == Void {
        try await run(with: BlockTaskParameter())
    }

    /// Activates the board with `parameter` (its own handlers still run) and returns the executor's value.
    ///
    /// Errors are those of ``run(_:)``.
    public func run(with parameter: BlockTaskParameter<Input, Output>) async throws -> Output {
        try Task.checkCancellation()
        guard let motherboard else { throw BoardyError.motherboardReleased(identifier) }
        let identifier = identifier
        let token = BlockTaskCancellationToken()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Output, any Error>) in
                let state = BlockTaskRunState(continuation: continuation, identifier: identifier)
                let wired =
                    parameter
                    .onSuccess { state.resume(.success($0)) }
                    .onError { state.resume(.failure($0)) }
                    .onCompletion { status in
                        if status == .cancelled { state.resume(.failure(CancellationError())) }
                    }
                    .cancellable(with: token)
                if !motherboard.activateBoard(identifier, withOption: wired) {
                    state.resume(.failure(BoardyError.unregisteredBoard(identifier)))
                }
            }
        } onCancel: {
            Task { @MainActor in token.cancel() }
        }
    }
}
