extension DatabasePool {
    /// Runs `body` with a read-only connection on the caller's executor — no thread hop, no new task — and returns
    /// its result.
    ///
    /// The read borrows a reader on the calling thread, as the synchronous ``read(_:)-9s57g`` does; it is
    /// the one Swift picks inside an `async` function. Up to ``Configuration/readerCount`` reads run in parallel,
    /// alongside a write; each statement sees the last committed state (wrap several in
    /// ``Connection/transaction(_:durability:_:)`` for one consistent snapshot). A task cancelled before the read
    /// starts throws `CancellationError` without running `body`; one cancelled while it runs interrupts the running
    /// statement and throws `CancellationError`.
    ///
    /// To keep long reads off an actor, call this from a task that prefers ``readExecutor`` (it then runs on
    /// a reader thread, off the cooperative pool too) or from an `@concurrent` function (it then runs on the global
    /// concurrent executor).
    ///
    /// - Returns: Whatever `body` returns.
    /// - Throws: Whatever `body` throws (writes fail with `SQLITE_READONLY`), or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public func read<T>(_ body: (Connection) throws -> T) async throws -> T {
        // Inlinable so that it is specialised for the caller's `T`: the generic part is only this frame; borrowing,
        // the handlers and the error mapping are out of line (`borrowForJob`, `returnAfterJob`, `JobControl`).
        let connection = try borrowForJob(from: readerSlots)
        defer { returnAfterJob(connection, to: readerSlots) }
        do {
            return try body(connection)
        } catch {
            throw JobControl.outcome(of: error)
        }
    }

    /// Runs `body` with the writer connection on the caller's executor — no thread hop, no new task — inside
    /// `BEGIN IMMEDIATE ... COMMIT`, rolling back if it throws.
    ///
    /// Writes run one at a time: the calling thread waits while another write holds the writer connection.
    /// Cancellation behaves as for ``read(_:)-8rlcr``: a write cancelled while it runs is interrupted and
    /// rolled back, and one waiting for another process's lock stops waiting, so a cancelled write never commits.
    ///
    /// To keep long writes off an actor, call this from a task that prefers ``writeExecutor`` (it then runs on
    /// the writer thread, off the cooperative pool too) or from an `@concurrent` function (it then runs on the global
    /// concurrent executor).
    ///
    /// - Parameters:
    ///   - durability: ``CommitDurability/durable`` for a write whose success is reported to a person (an order
    ///     placed, an account created): the commit is synced to stable storage before this returns, so a power cut
    ///     cannot undo it. Defaults to ``CommitDurability/standard``.
    ///   - body: The work to run inside the transaction.
    /// - Returns: Whatever `body` returns, once committed.
    /// - Throws: Whatever `body` throws, a commit error, `CancellationError`, or `SQLITE_READONLY` for a
    ///   read-only pool.
    @inlinable
    nonisolated(nonsending) public func write<T>(
        durability: CommitDurability = .standard,
        _ body: (Connection) throws -> T
    ) async throws -> T {
        let slots = try writableSlots()
        let durability = effective(durability)
        let connection = try borrowForJob(from: slots)
        defer { returnAfterJob(connection, to: slots) }
        do {
            return try connection.transaction(.immediate, durability: durability, body)
        } catch {
            throw JobControl.outcome(of: error)
        }
    }

    /// Runs an `async` `body` in one read transaction (`BEGIN DEFERRED`, one consistent snapshot) on a reader, on the
    /// caller's executor.
    ///
    /// The form for work written once for several databases, whose steps are `async` because another database's
    /// are (a data module's rule over a store protocol): SQLite's own calls never suspend, so it runs start to finish
    /// in the calling task on a borrowed reader, cancellable as ``read(_:)-8rlcr`` is. `body` must not keep the
    /// connection, nor wait on anything but its own statements while it holds it.
    ///
    /// - Returns: Whatever `body` returns.
    /// - Throws: Whatever `body` throws, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public func readTransaction<T>(
        _ body: nonisolated(nonsending) (Connection) async throws -> T
    ) async throws -> T {
        let connection = try borrowForJob(from: readerSlots)
        defer { returnAfterJob(connection, to: readerSlots) }
        do {
            return try await connection.asyncTransaction(.deferred, body)
        } catch {
            throw JobControl.outcome(of: error)
        }
    }

    /// Runs an `async` `body` with the writer connection inside `BEGIN IMMEDIATE ... COMMIT` on the caller's
    /// executor, rolling back if it throws: ``write(durability:_:)-5syaq`` for a body whose steps are `async`
    /// (see ``readTransaction(_:)``).
    ///
    /// - Parameters:
    ///   - durability: ``CommitDurability/durable`` for a write whose success is reported to a person.
    ///   - body: The work to run inside the transaction.
    /// - Returns: Whatever `body` returns, once committed.
    /// - Throws: Whatever `body` throws, a commit error, `CancellationError`, or `SQLITE_READONLY` for a
    ///   read-only pool.
    @inlinable
    nonisolated(nonsending) public func writeTransaction<T>(
        durability: CommitDurability = .standard,
        _ body: nonisolated(nonsending) (Connection) async throws -> T
    ) async throws -> T {
        let slots = try writableSlots()
        let durability = effective(durability)
        let connection = try borrowForJob(from: slots)
        defer { returnAfterJob(connection, to: slots) }
        do {
            return try await connection.asyncTransaction(.immediate, durability: durability, body)
        } catch {
            throw JobControl.outcome(of: error)
        }
    }

    /// The executor of the pool's reader threads, for tasks that should run their reads off the caller's actor.
    ///
    /// A task that prefers it — `Task(executorPreference: pool.readExecutor)` — runs its nonisolated code on a reader
    /// thread, and ``read(_:)-8rlcr``
    /// called from there runs on that thread like from any other caller. Use it for long or blocking reads that should
    /// not hold an actor; short lookups are cheaper where the caller already is. Keep CPU-heavy non-SQL work
    /// (password hashing, say) off it: it would hold a reader thread.
    public var readExecutor: any TaskExecutor { readerQueue }

    /// The executor of the pool's writer thread, for tasks that should run their writes off the caller's actor.
    ///
    /// Like ``readExecutor``: a task that prefers it runs on the writer thread, and
    /// ``write(durability:_:)-5syaq`` runs there. Writes stay serialised by the one writer connection,
    /// whichever thread they run on. A read-only pool answers its reader executor.
    public var writeExecutor: any TaskExecutor { writerQueue ?? readerQueue }

    /// Borrows a connection from `slots` for one job on the calling thread, cancellable through the current task:
    /// skipped when the task is already cancelled, its running statement interrupted (or its wait for another
    /// process's lock ended) when the task is cancelled meanwhile (see ``JobControl``). SQLite's progress and busy
    /// handlers poll the task's cancellation on this same thread. Give it back with ``returnAfterJob(_:to:)``.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before or while waiting for a connection.
    @usableFromInline
    func borrowForJob(from slots: ConnectionSlots) throws -> Connection {
        try Task.checkCancellation()  // before waiting for a connection
        let connection = slots.checkout()
        do {
            try JobControl.begin(on: connection)
        } catch {
            slots.checkin(connection)
            throw error
        }
        return connection
    }

    /// Ends the job ``borrowForJob(from:)`` began and gives the connection back to `slots`.
    @usableFromInline
    func returnAfterJob(_ connection: Connection, to slots: ConnectionSlots) {
        JobControl.end(on: connection)
        slots.checkin(connection)
    }
}
