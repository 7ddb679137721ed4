extension TaskEngine {
    /// One activation and its callbacks.
    @usableFromInline
    final class Member {
        @usableFromInline let callbacks: TaskCallbacks<Output>
        @usableFromInline let tokens: [BlockTaskCancellationToken]
        /// The awaited run of this activation (``BlockTaskActivation/run(with:)``), which the terminal delivery
        /// resolves. Strong: the run lets go of the job's work when its task returns, which ends the cycle run → work
        /// → job → member → run; a weak reference would cost a side table per run.
        @usableFromInline let awaitedRun: BlockTaskRunState<Output>?
        // Exclusivity unchecked: graph-isolated, and no access to these flags overlaps a callback or another access.
        @usableFromInline @exclusivity(unchecked) var isProcessing = false
        @usableFromInline @exclusivity(unchecked) var isTerminated = false

        @inlinable
        init(
            callbacks: TaskCallbacks<Output>,
            tokens: [BlockTaskCancellationToken],
            awaitedRun: BlockTaskRunState<Output>?
        ) {
            self.callbacks = callbacks
            self.tokens = tokens
            self.awaitedRun = awaitedRun
        }

        /// The awaiting task that can run this activation's job itself, while it waits (``InlineRun/isAwaiting``).
        @inlinable
        var inlineRun: InlineRun<Output>? { awaitedRun?.inlineRun }
    }

    /// One executor run and the activations waiting for its result.
    @usableFromInline
    final class Job {
        @usableFromInline let input: Input
        // Exclusivity unchecked: graph-isolated; no closure run during a mutation of these touches them.
        @usableFromInline @exclusivity(unchecked) var members: [Member] = []
        @usableFromInline @exclusivity(unchecked) var isStarted = false
        @usableFromInline @exclusivity(unchecked) var task: Task<Void, Never>?

        @inlinable
        init(input: Input) {
            self.input = input
        }
    }

    /// How one member ends.
    @usableFromInline
    enum Ending {
        /// The executor returned a value.
        case done(Output)
        /// The executor threw an error other than `CancellationError`.
        case failed(any Error)
        /// The member was cancelled, rejected, or its executor threw `CancellationError`.
        case cancelled
    }
}
