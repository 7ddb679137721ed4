import CSQLite

extension Connection {
    /// How a top-level transaction acquires its locks.
    public enum TransactionKind: Sendable, Equatable {
        /// `BEGIN DEFERRED`: no lock until the first read, write lock at the first write.
        case deferred
        /// `BEGIN IMMEDIATE`: take the write lock now (waiting up to the busy timeout), so the transaction
        /// cannot fail later with `SQLITE_BUSY` when it starts writing.
        case immediate
    }

    /// Runs `body` inside a transaction: commits when it returns, rolls back when it throws.
    ///
    /// Nesting is supported with savepoints: when a transaction is already open (for example inside
    /// ``DatabasePool/write(durability:_:)-5syaq``), `body` runs inside `SAVEPOINT`; a throw rolls back only the
    /// savepoint's work and rethrows, and `kind` is ignored.
    ///
    /// - Parameters:
    ///   - kind: The locking behaviour of a top-level transaction. Defaults to ``TransactionKind/deferred``.
    ///   - durability: Whether a top-level transaction's commit is synced to stable storage before returning
    ///     (``CommitDurability/durable`` runs it with `synchronous=FULL`). Ignored for a savepoint, which the
    ///     enclosing transaction commits. Defaults to ``CommitDurability/standard``.
    ///   - body: The work to run; it receives this connection.
    /// - Returns: Whatever `body` returns.
    /// - Throws: The error thrown by `body` (after rolling back), or a ``SQLiteError`` from
    ///   `BEGIN`/`COMMIT` (a failed commit is rolled back too).
    public func transaction<T>(
        _ kind: TransactionKind = .deferred,
        durability: CommitDurability = .standard,
        _ body: (Connection) throws -> T
    ) throws -> T {
        if isInTransaction {
            return try savepoint(body)
        }
        try begin(kind, durability: durability)
        defer { endDurability(durability) }
        let result: T
        do {
            result = try body(self)
            try cachedStatement("COMMIT").execute()
        } catch {
            rollbackIfNeeded()
            throw error
        }
        return result
    }

    /// Runs an `async` `body` inside a top-level transaction on the caller's executor: commits when it returns, rolls
    /// back when it throws.
    ///
    /// The form for work written once for several databases, whose steps are `async` because another database's
    /// are: SQLite's own calls never suspend, so the transaction runs start to finish in the calling task, as
    /// ``transaction(_:durability:_:)`` does. `body` must not keep the connection, nor wait on anything but its own
    /// statements while it holds it. Unlike the synchronous form it does not nest: inside an open transaction it
    /// runs `body` as part of it.
    ///
    /// - Parameters:
    ///   - kind: The locking behaviour of the transaction.
    ///   - durability: Whether the commit is synced to stable storage before returning.
    ///   - body: The work to run; it receives this connection.
    /// - Returns: Whatever `body` returns.
    /// - Throws: The error thrown by `body` (after rolling back), or a ``SQLiteError`` from `BEGIN`/`COMMIT`.
    nonisolated(nonsending) public func asyncTransaction<T>(
        _ kind: TransactionKind = .deferred,
        durability: CommitDurability = .standard,
        _ body: nonisolated(nonsending) (Connection) async throws -> T
    ) async throws -> T {
        if isInTransaction {
            return try await body(self)
        }
        try begin(kind, durability: durability)
        defer { endDurability(durability) }
        let result: T
        do {
            result = try await body(self)
            try cachedStatement("COMMIT").execute()
        } catch {
            rollbackIfNeeded()
            throw error
        }
        return result
    }

    /// `BEGIN` of a top-level transaction, with `synchronous = FULL` first for a durable one (the level cannot
    /// change inside a transaction); pair it with ``endDurability(_:)``.
    private func begin(_ kind: TransactionKind, durability: CommitDurability) throws {
        if durability == .durable {
            try cachedStatement("PRAGMA synchronous = FULL").execute()
        }
        do {
            try cachedStatement(kind == .immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED").execute()
        } catch {
            endDurability(durability)
            throw error
        }
    }

    /// Lowers `synchronous` back to `NORMAL` after a durable transaction ended.
    private func endDurability(_ durability: CommitDurability) {
        if durability == .durable {
            try? cachedStatement("PRAGMA synchronous = NORMAL").execute()
        }
    }

    /// Runs `body` inside `SAVEPOINT`, releasing it on success and rolling back to it on error.
    private func savepoint<T>(_ body: (Connection) throws -> T) throws -> T {
        try cachedStatement("SAVEPOINT sqliteStoreSavepoint").execute()
        let result: T
        do {
            result = try body(self)
        } catch {
            if isInTransaction {
                try? cachedStatement("ROLLBACK TO SAVEPOINT sqliteStoreSavepoint").execute()
                try? cachedStatement("RELEASE SAVEPOINT sqliteStoreSavepoint").execute()
            }
            throw error
        }
        try cachedStatement("RELEASE SAVEPOINT sqliteStoreSavepoint").execute()
        return result
    }

    /// Rolls back the open transaction, if SQLite has not already done so, ignoring errors.
    func rollbackIfNeeded() {
        guard isInTransaction else { return }
        resetBusyStatements()
        try? cachedStatement("ROLLBACK").execute()
    }

    /// Resets every statement of this connection that is still mid-iteration, so none keeps a read
    /// snapshot or blocks a commit.
    func resetBusyStatements() {
        var statement = sqlite3_next_stmt(handle, nil)
        while let current = statement {
            if sqlite3_stmt_busy(current) != 0 {
                sqlite3_reset(current)
            }
            statement = sqlite3_next_stmt(handle, current)
        }
    }

    /// Returns the connection to a clean state before another closure borrows it: statements reset and
    /// any transaction the previous borrower left open rolled back.
    ///
    /// Costs one call when the borrower left nothing open (no read or write transaction).
    func prepareForReuse() {
        guard sqlite3_txn_state(handle, nil) != SQLITE_TXN_NONE else { return }
        resetBusyStatements()
        rollbackIfNeeded()
    }
}
