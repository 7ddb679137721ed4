import Boardy

extension BlockTaskActivation {
    /// Activates the board with `input` and returns the executor's value.
    ///
    /// When the board is an installed ``BlockTaskLifetime/resident`` ``BlockTaskExecutingType/default`` board that
    /// no gateway can guard, the run goes straight to it: the same callbacks-free activation (trace, processing,
    /// output, value, errors, cancellation) without building one. Otherwise, as ``run(with:)``.
    ///
    /// - Throws: the executor's error; `CancellationError` when the activation was cancelled (cancelling the
    ///   awaiting task cancels the activation and its executor); `BoardyError.unregisteredBoard(_:)` when
    ///   the motherboard could not activate the id; `BoardyError.motherboardReleased(_:)` when the
    ///   motherboard is gone; ``BlockTaskError/activationDropped(_:)`` when the activation never reached an
    ///   executor.
    @inlinable @inline(__always)
    nonisolated(nonsending) public func run(_ input: Input) async throws -> Output {
        try await run(plain: input)
    }

    /// Activates a board whose input is `Void` and returns the executor's value.
    @inlinable
    nonisolated(nonsending) public func run() async throws -> Output where Input == Void {
        try await run(plain: ())
    }

    /// ``run(_:)``: straight to an installed resident board when it can, else through a parameter.
    @inlinable @inline(__always)
    nonisolated(nonsending) func run(plain input: consuming Input) async throws -> Output {
        try Task.checkCancellation()
        guard let motherboard else { throw BoardyError.motherboardReleased(identifier) }
        if let board = BlockTaskBoard<Input, Output>.residentBoardForDirectRun(identifier, in: motherboard) {
            return try await board.runResident(input)
        }
        return try await run(wiring: BlockTaskParameter(input: input), on: motherboard)
    }

    /// Activates the board with `parameter` (its own handlers still run) and returns the executor's value.
    ///
    /// **No hop.** The awaiting task runs the executor itself, in the caller's isolation (which is the graph's, since
    /// the graph is only reachable from there): no task is created and no thread is crossed. When the board's policy
    /// queues the activation behind others, the task waits for its turn and then runs it.
    ///
    /// **Cancellation.** Cancelling the awaiting task before the executor starts cancels the activation (its cancel
    /// sequence runs, the executor never does) and throws `CancellationError`. While the executor runs, it sees the
    /// cancellation itself (a SQLite statement is interrupted, `Task.checkCancellation()` throws), and its result —
    /// a value, an error or `CancellationError` — is what the activation delivers. An activation cancelled from
    /// elsewhere (``BlockTaskBoard/cancelAll()``, a token, ``BlockTaskExecutingType/latest``) ends at once, but an
    /// executor already running in this task finishes first (its result is discarded); then this throws
    /// `CancellationError`.
    ///
    /// Errors are those of ``run(_:)``.
    @inlinable
    nonisolated(nonsending) public func run(with parameter: BlockTaskParameter<Input, Output>) async throws -> Output {
        try await run(wiring: parameter)
    }

    /// ``run(with:)`` on a parameter it owns: the parameter is moved into the option, not copied.
    @inlinable
    nonisolated(nonsending) func run(wiring parameter: consuming BlockTaskParameter<Input, Output>) async throws
        -> Output
    {
        try Task.checkCancellation()
        guard let motherboard else { throw BoardyError.motherboardReleased(identifier) }
        return try await run(wiring: consume parameter, on: motherboard)
    }

    /// ``run(wiring:)`` once the cancellation and the motherboard have been checked.
    @inlinable
    nonisolated(nonsending) func run(
        wiring parameter: consuming BlockTaskParameter<Input, Output>, on motherboard: Motherboard
    ) async throws -> Output {
        let inlineRun = InlineRun<Output>()
        do {
            // The engine resolves the run in the activation's terminal delivery, after the parameter's own handlers
            // (no handler of ours wraps them), and the run cancels the activation through the engine that holds it.
            parameter.awaitedRun = BlockTaskRunState(inlineRun: inlineRun, identifier: identifier)
            let option: Any? = consume parameter
            // The option (and the parameter in it) is kept until a refused activation has been resolved as such:
            // released first, it would resolve the run as dropped.
            withExtendedLifetime(option) {
                if !motherboard.activateBoard(identifier, withOption: option) {
                    inlineRun.resolve(error: BoardyError.unregisteredBoard(identifier))
                }
            }
        }
        return try await inlineRun.waitForResult()
    }
}
