extension TaskEngine {
    /// Runs one awaited activation of a resident ``BlockTaskExecutingType/default`` board without the activation
    /// machinery: no member, job or inline run, and no allocation of its own.
    ///
    /// Observably the same as the general path for an awaited run with no handlers and no tokens: the activation
    /// processes while the executor runs inline in the awaiting task; a value goes out as output (to the host) before
    /// processing ends and is returned; an error (which an awaited run reports to its caller, not as a diagnostic) or
    /// `CancellationError` ends processing and is thrown. ``cancelAll()`` ends the run at once (processing ends
    /// there); the executor still finishes, its result is discarded and this throws `CancellationError`.
    ///
    /// A run remembers the ``residentGeneration`` it started in; ``cancelAll()`` bumps it and takes every run in
    /// flight out of ``residentRunCount`` and ``processingCount``, so a run that comes back to another generation
    /// knows it was cancelled and has nothing left to undo. Runs started after the cancellation count again.
    @inlinable @inline(__always)
    nonisolated(nonsending) func runResident(_ input: consuming Input) async throws -> Output {
        let generation = residentGeneration
        residentRunCount += 1
        processingCount += 1
        let result = await execute(input)
        guard generation == residentGeneration else { throw CancellationError() }
        // Out of the runs that cancelAll ends before anything is delivered: from here on the run is terminated, as
        // a member is at the start of its terminal sequence.
        residentRunCount -= 1
        switch consume result {
        case let .success(output):
            host?.taskEngineDidProduce(output)
            processingCount -= 1
            return output
        case let .failure(error):
            processingCount -= 1
            throw error
        }
    }

    /// Ends every resident run in flight at once (see ``runResident(_:)``).
    @inlinable
    func endResidentRuns() {
        guard residentRunCount > 0 else { return }
        residentGeneration &+= 1
        processingCount -= residentRunCount
        residentRunCount = 0
    }
}
