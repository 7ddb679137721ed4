import CSQLite

/// The shared entry point to one SQLite database: one serialised writer and several concurrent readers.
///
/// The pool opens **one** writer connection, so writes never contend inside the process, and
/// ``Configuration/readerCount`` read-only connections that WAL lets run alongside the writer (readers
/// see the last committed state, never `SQLITE_BUSY` from in-process writes).
///
/// ## Where does my SQL run?
///
/// On the calling thread, as in GRDB. ``read(_:)-9s57g`` and ``write(durability:_:)-9a4w4``
/// borrow a connection from the pool (one writer, N readers) on the thread that calls them, run the closure and give
/// the connection back; the async ``read(_:)-8rlcr`` and ``write(durability:_:)-5syaq`` are
/// `nonisolated(nonsending)`: they run the closure on the caller's executor (its actor, or the task executor it
/// prefers) without a thread hop or a new task, and add cancellation. Inside an `async` function Swift picks the
/// async overload, so `try await pool.read { … }` gets it.
///
/// Blocking the caller is the point: a lookup costs SQLite a few microseconds, a hop to another thread and back
/// costs tens. For long or blocking work (a bulk import, a report), move the *caller* off the actor: run it in a task
/// that prefers ``writeExecutor`` or ``readExecutor`` (the pool's dedicated threads), or in an `@concurrent`
/// function; its reads and writes then run inline on that thread.
///
/// A closure receives a connection for its own use only. It must not call back into the same pool (a nested write
/// inside a write would wait for itself), and a read waits while every reader is lent out.
public final class DatabasePool: Sendable {
    /// The database file path.
    public let path: String

    /// The configuration the pool was opened with.
    public let configuration: Configuration

    /// The writer connection (`nil` for a read-only pool).
    @usableFromInline
    let writerSlots: ConnectionSlots?

    /// The reader connections.
    @usableFromInline
    let readerSlots: ConnectionSlots

    /// The writer thread behind ``writeExecutor`` (`nil` for a read-only pool).
    let writerQueue: JobQueue?

    /// The reader threads behind ``readExecutor``.
    let readerQueue: JobQueue

    /// Opens the database at `path`: the writer first (creating the file if allowed and switching it to
    /// WAL), then the readers.
    ///
    /// - Parameters:
    ///   - path: The database file. Its directory must exist; it is never created.
    ///   - configuration: Reader count, busy timeout, creation and read-only options.
    /// - Returns: A ready pool with its threads started.
    /// - Throws: ``SQLiteError`` — `SQLITE_CANTOPEN` with the path when the file (or its directory) is
    ///   missing, `SQLITE_NOTADB` when the file is not a database.
    public static func open(path: String, configuration: Configuration = Configuration()) throws -> DatabasePool {
        try DatabasePool(path: path, configuration: configuration)
    }

    /// Opens the connections and starts the threads.
    private init(path: String, configuration: Configuration) throws {
        let timeout = configuration.busyTimeoutMilliseconds
        var writer: Connection?
        if !configuration.readOnly {
            writer = try Connection(
                path: path,
                mode: configuration.createIfMissing ? .create : .readWrite,
                busyTimeoutMilliseconds: timeout,
                vfsName: configuration.vfsName,
                statementTracer: configuration.statementTracer
            )
        }
        var readers: [Connection] = []
        for _ in 0..<max(1, configuration.readerCount) {
            readers.append(
                try Connection(
                    path: path, mode: .readOnly, busyTimeoutMilliseconds: timeout, vfsName: configuration.vfsName,
                    statementTracer: configuration.statementTracer
                ))
        }
        self.path = path
        self.configuration = configuration
        readerSlots = ConnectionSlots(readers)
        readerQueue = JobQueue(threadCount: readers.count, name: "SQLiteStore.reader")
        if let writer {
            writerSlots = ConnectionSlots([writer])
            writerQueue = JobQueue(threadCount: 1, name: "SQLiteStore.writer")
        } else {
            writerSlots = nil
            writerQueue = nil
        }
    }

    deinit {
        writerQueue?.stopAndJoin()
        readerQueue.stopAndJoin()
        // Readers first: the last connection to close (the writer) checkpoints and deletes the WAL files.
        readerSlots.closeAll()
        writerSlots?.closeAll()
    }

    /// Runs `body` on the calling thread with a read-only connection.
    ///
    /// Each statement sees the last committed state; wrap several statements in
    /// ``Connection/transaction(_:durability:_:)`` for one consistent snapshot. Up to
    /// ``Configuration/readerCount`` reads run in parallel, alongside a write; the call blocks while every reader is
    /// lent out. Inside an `async` function Swift picks the cancellable async overload instead.
    ///
    /// - Returns: Whatever `body` returns.
    /// - Throws: Whatever `body` throws (writes fail with `SQLITE_READONLY`).
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try readerSlots.withConnection(body)
    }

    /// Runs `body` on the calling thread with the writer connection inside `BEGIN IMMEDIATE ... COMMIT`,
    /// rolling back if it throws.
    ///
    /// Writes run one at a time: the call blocks while another write runs. Nested
    /// ``Connection/transaction(_:durability:_:)`` calls inside `body` become savepoints. Inside an `async` function
    /// Swift picks the cancellable async overload instead.
    ///
    /// - Parameters:
    ///   - durability: ``CommitDurability/durable`` for a write whose success is reported to a person (an order
    ///     placed, an account created): the commit is synced to stable storage before this returns, so a power cut
    ///     cannot undo it. Defaults to ``CommitDurability/standard``, which is what bulk loads want.
    ///   - body: The work to run inside the transaction.
    /// - Returns: Whatever `body` returns, once committed.
    /// - Throws: Whatever `body` throws, a commit error, or `SQLITE_READONLY` for a read-only pool.
    public func write<T>(durability: CommitDurability = .standard, _ body: (Connection) throws -> T) throws -> T {
        guard let writerSlots else { throw readOnlyPoolError() }
        return try writerSlots.withConnection { connection in
            try connection.transaction(.immediate, durability: effective(durability), body)
        }
    }

    /// The durability a write asking for `durability` gets under ``Configuration/honorsDurableCommits``.
    @usableFromInline
    func effective(_ durability: CommitDurability) -> CommitDurability {
        configuration.honorsDurableCommits ? durability : .standard
    }

    /// The writer's slots, or the read-only error for a read-only pool.
    @usableFromInline
    func writableSlots() throws -> ConnectionSlots {
        guard let writerSlots else { throw readOnlyPoolError() }
        return writerSlots
    }

    /// The error for a write attempted on a read-only pool.
    func readOnlyPoolError() -> SQLiteError {
        SQLiteError(extendedCode: SQLITE_READONLY, message: "the database pool for '\(path)' was opened read-only")
    }
}
