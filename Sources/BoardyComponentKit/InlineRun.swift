import Boardy

/// The meeting point of an awaited activation (``BlockTaskActivation/run(with:)``) and the engine that schedules it.
///
/// The awaiting task waits here. When the engine starts the activation's job it hands the job's work over with
/// ``begin(_:)`` instead of starting a task, and the awaiting task runs it in its own isolation: no task is created
/// and no thread is crossed. When the activation ends (with a value, an error or a cancellation) its callbacks
/// ``resolve(_:)`` the run and the awaiting task returns.
///
/// Lives in the board graph's isolation; only ``signal`` is touched from elsewhere (a cancellation handler).
@usableFromInline
final class InlineRun<Output: Sendable> {
    /// The job's work, handed over by the engine; taken by the awaiting task.
    @usableFromInline
    typealias Work = nonisolated(nonsending) () async -> Void

    // Exclusivity unchecked (every field here): graph-isolated; the work is copied out before it runs, so no access
    // to them overlaps another.
    @usableFromInline @exclusivity(unchecked) var work: Work?
    /// The result, as a value or an error: two fields rather than a `Result<Output, any Error>?`, whose metadata
    /// (a `Result`, then its optional) this generic class's unspecialised deinit would look up on every run.
    @usableFromInline @exclusivity(unchecked) var value: Output?
    @usableFromInline @exclusivity(unchecked) var error: (any Error)?
    /// Whether a result has been given (a plain flag: testing the optional value fetches its metadata).
    @usableFromInline @exclusivity(unchecked) var isResolved = false
    /// Whether the awaiting task can still pick up work (it has not returned).
    @usableFromInline @exclusivity(unchecked) var isAwaiting = true
    /// Made by the first wait that finds nothing to do: an awaited run whose work is handed over at once (the usual
    /// case) never waits, so it needs none. Everything that wakes it runs in this isolation too, so a wake before it
    /// exists is never needed: the waiting loop looks at the work and the result before it waits.
    @usableFromInline @exclusivity(unchecked) var signal: WakeSignal?
    /// Whether the awaiting task cancelled the activation; an engine that accepts it afterwards (it was held by a
    /// barrier) cancels it on arrival.
    @usableFromInline @exclusivity(unchecked) var isCancelled = false
    /// The engine that accepted the activation, while the activation is in it.
    // Unowned (no side table per run): the engine sets it on acceptance and clears it when the activation ends and
    // in its deinit, and the run clears it when its task returns, so it never names a released engine.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var canceller: (any InlineRunCanceller)?

    @inlinable
    init() {}

    /// Hands the activation's work to the awaiting task.
    @inlinable
    func begin(_ work: @escaping Work) {
        self.work = work
        signal?.wake()
    }

    /// Ends the run with `value`, moved in (no `Result` is built around it); later results are ignored.
    @inlinable
    func resolve(value: consuming Output) {
        guard !isResolved else { return }
        isResolved = true
        self.value = consume value
        signal?.wake()
    }

    /// Ends the run with `error`; later results are ignored.
    @inlinable
    func resolve(error: any Error) {
        guard !isResolved else { return }
        isResolved = true
        self.error = error
        signal?.wake()
    }

    /// Cancels the activation: at once when an engine has accepted it, else when one does.
    @inlinable
    func cancelActivation() {
        isCancelled = true
        canceller?.cancelActivation(awaitedBy: self)
    }

    /// Runs the work handed over and waits until the run is resolved.
    ///
    /// When the awaiting task is cancelled while it waits, the activation is cancelled once, in this isolation (which
    /// resolves the run); a cancellation that arrives while the work runs is seen by the work itself.
    ///
    /// - Returns: the activation's value. - Throws: its error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) func waitForResult() async throws -> Output {
        defer {
            isAwaiting = false
            canceller = nil
            // Work handed over after the last look (none is, see TaskEngine.start) must not keep the job alive: the
            // job's members hold this run strongly.
            work = nil
        }
        var hasCancelled = false
        while true {
            // A task cancelled before its work started cancels the activation first, so the executor never runs.
            if Task.isCancelled, !hasCancelled {
                hasCancelled = true
                cancelActivation()
                continue
            }
            if let work {
                self.work = nil
                await work()
                continue
            }
            if isResolved {
                if let error { throw error }
                // Resolved without an error, so with a value (which may itself be an optional's `nil`): taken out of
                // storage, not copied, so the run's deinit has nothing left to destroy.
                return value.take()!
            }
            if hasCancelled {
                // The activation had not reached the board (a barrier or a gateway holds it): it is not waited for.
                throw CancellationError()
            }
            let signal = self.signal ?? WakeSignal()
            self.signal = signal
            await signal.wait()
        }
    }
}
