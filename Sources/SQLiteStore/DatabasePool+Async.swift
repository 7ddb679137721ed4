extension DatabasePool {
    /// Runs `body` with a read-only connection on a reader thread and returns its result.
    ///
    /// Up to ``Configuration/readerCount`` reads run in parallel, alongside a write. Each statement sees
    /// the last committed state; wrap several statements in ``Connection/transaction(_:_:)`` for one
    /// consistent snapshot. A task cancelled before the read starts throws `CancellationError`; one
    /// cancelled while it runs interrupts the running statement and throws `CancellationError`.
    ///
    /// - Returns: Whatever `body` returns.
    /// - Throws: Whatever `body` throws (writes fail with `SQLITE_READONLY`), or `CancellationError`.
    public func read<T: Sendable>(_ body: @Sendable (Connection) throws -> T) async throws -> T {
        try await perform(on: readerQueue, body)
    }

    /// Runs `body` with the writer connection on the writer thread, inside
    /// `BEGIN IMMEDIATE ... COMMIT`, rolling back if it throws.
    ///
    /// Writes are serialised in submission order: one at a time, never contending with each other.
    /// Cancellation behaves as for ``read(_:)`` (an interrupted write is rolled back).
    ///
    /// - Returns: Whatever `body` returns, once committed.
    /// - Throws: Whatever `body` throws, a commit error, `CancellationError`, or `SQLITE_READONLY` for a
    ///   read-only pool.
    public func write<T: Sendable>(_ body: @Sendable (Connection) throws -> T) async throws -> T {
        guard let writerQueue else { throw readOnlyPoolError() }
        return try await perform(on: writerQueue) { connection in
            try connection.transaction(.immediate, body)
        }
    }

    /// Queues `body` on `queue` and suspends until a worker thread has run it.
    private func perform<T: Sendable>(
        on queue: JobQueue,
        _ body: @Sendable (Connection) throws -> T
    ) async throws -> T {
        try Task.checkCancellation()
        // The worker releases the closure before resuming us, so it never outlives this call.
        return try await withoutActuallyEscaping(body) { escapingBody in
            let job = ContinuationJob(escapingBody)
            return try await withTaskCancellationHandler {
                try await withUnsafeThrowingContinuation { continuation in
                    job.attach(continuation)
                    queue.submit(job)
                }
            } onCancel: {
                queue.cancel(job)
            }
        }
    }
}
