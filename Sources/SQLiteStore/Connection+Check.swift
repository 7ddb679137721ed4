extension Connection {
    /// Runs SQLite's consistency check and returns the problems it reports; an empty array means the file is intact.
    ///
    /// `PRAGMA integrity_check` reads every page: b-tree structure, the free-page list, that every index matches its
    /// table, `NOT NULL` and `CHECK` constraints. `quick: true` runs `PRAGMA quick_check`, which skips the index
    /// comparison and is several times faster.
    ///
    /// - Parameters:
    ///   - quick: Whether to run the faster `quick_check`.
    ///   - limit: The most problems to report (SQLite stops looking after that many).
    /// - Throws: ``SQLiteError`` when the check itself cannot run (for instance `SQLITE_CORRUPT` or `SQLITE_NOTADB`
    ///   for a file too damaged to read its schema).
    public func integrityProblems(quick: Bool = false, limit: Int = 100) throws -> [String] {
        let pragma = quick ? "quick_check" : "integrity_check"
        let rows = try prepare("PRAGMA \(pragma)(\(max(1, limit)))").fetchAll { $0.string(at: 0) }
        return rows == ["ok"] ? [] : rows
    }

    /// Runs `PRAGMA foreign_key_check` and describes every row that references a missing parent.
    ///
    /// - Throws: ``SQLiteError`` when the check cannot run.
    public func foreignKeyProblems() throws -> [String] {
        try prepare("PRAGMA foreign_key_check").fetchAll { row in
            let rowID = row.isNull(at: 1) ? "a row" : "row \(row.int64(at: 1))"
            return "\(rowID) of '\(row.string(at: 0))' references a missing row of '\(row.string(at: 2))'"
        }
    }
}
