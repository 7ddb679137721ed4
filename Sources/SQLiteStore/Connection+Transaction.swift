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
        if durability == .durable {
            // The level cannot change inside a transaction, so it is raised before BEGIN and lowered after the end.
            try cachedStatement("PRAGMA synchronous = FULL").execute()
        }
        defer {
            if durability == .durable {
                try? cachedStatement("PRAGMA synchronous = NORMAL").execute()
            }
        }
        try cachedStatement(kind == .immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED").execute()
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
