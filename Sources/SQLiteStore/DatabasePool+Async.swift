extension DatabasePool {
    /// Runs `body` with a read-only connection on a reader thread and returns its result.
    ///
    /// Up to ``Configuration/readerCount`` reads run in parallel, alongside a write. Each statement sees
    /// the last committed state; wrap several statements in ``Connection/transaction(_:durability:_:)`` for one
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
    /// - Parameters:
    ///   - durability: ``CommitDurability/durable`` for a write whose success is reported to a person (an order
    ///     placed, an account created): the commit is synced to stable storage before this returns, so a power cut
    ///     cannot undo it. Defaults to ``CommitDurability/standard``.
    ///   - body: The work to run inside the transaction.
    /// - Returns: Whatever `body` returns, once committed.
    /// - Throws: Whatever `body` throws, a commit error, `CancellationError`, or `SQLITE_READONLY` for a
    ///   read-only pool.
    public func write<T: Sendable>(
        durability: CommitDurability = .standard,
        _ body: @Sendable (Connection) throws -> T
    ) async throws -> T {
        guard let writerQueue else { throw readOnlyPoolError() }
        return try await perform(on: writerQueue) { connection in
            try connection.transaction(.immediate, durability: effective(durability), body)
        }
    }

    /// The executor of the reader threads, for tasks whose work is mostly reads.
    ///
    /// A task that prefers it — `Task(executorPreference: pool.readExecutor)`, or a ComponentKit board created with
    /// `taskExecutor: pool.readExecutor` — runs its nonisolated code on a reader thread, and ``read(_:)`` called from
    /// there runs inline on that thread with a free reader connection: no hand-off to another thread and back.
    /// Keep CPU-heavy non-SQL work (password hashing, say) off it: it would hold a reader thread.
    public var readExecutor: any TaskExecutor { readerQueue }

    /// The executor of the writer thread, for tasks whose work is mostly one write (``write(durability:_:)`` then runs inline).
    ///
    /// Writes stay serialised: the writer thread runs one task slice or one queued write at a time. A read-only pool
    /// answers its reader executor.
    public var writeExecutor: any TaskExecutor { writerQueue ?? readerQueue }

    /// Runs `body` on `queue`: inline when the caller already runs on one of its threads, else queued, suspending
    /// until a worker thread has run it.
    private func perform<T: Sendable>(
        on queue: JobQueue,
        _ body: @Sendable (Connection) throws -> T
    ) async throws -> T {
        try Task.checkCancellation()
        if queue.isCurrentThreadWorker {
            return try await performInline(on: queue, body)
        }
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

    /// Runs `body` on the calling worker thread of `queue`, with a connection of its own, cancellable like a queued
    /// job. The caller is one of the pool's dedicated threads, so blocking it on SQLite is what it is for.
    private func performInline<T: Sendable>(
        on queue: JobQueue,
        _ body: @Sendable (Connection) throws -> T
    ) async throws -> T {
        let control = JobControl()
        return try await withTaskCancellationHandler {
            let connection = queue.slots.checkout()
            defer { queue.slots.checkin(connection) }
            return try control.run(on: connection, body).get()
        } onCancel: {
            control.cancel()
        }
    }
}
