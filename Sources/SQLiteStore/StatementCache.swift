/// The compiled statements of one connection, by SQL text, behind ``Connection/cachedStatement(_:)``.
///
/// A lookup first compares the SQL with the few statements asked for last, then hashes it for the dictionary.
/// Hot paths ask for the same few SQL literals again and again, and a literal passed again has the very same
/// string representation, so `==` answers without reading the text (another text usually differs in its first
/// bytes); hashing a typical query costs about 100 ns, as much as the rest of a cached lookup.
struct StatementCache {
    /// How many of the statements asked for last are compared before the dictionary.
    static let recentCapacity = 4

    /// The most statements kept; the cache is emptied when it would grow past this.
    let limit: Int

    /// The statements asked for last, replaced in turn.
    private var recent: [(sql: String, statement: Statement)] = []

    /// The slot of ``recent`` the next statement replaces once it is full.
    private var nextRecentSlot = 0

    /// Every cached statement, by SQL text.
    private var bySQL: [String: Statement] = [:]

    /// An empty cache that keeps at most `limit` statements.
    init(limit: Int) {
        self.limit = limit
    }

    /// The statement for `sql` if it is one of those asked for last; reads no hash table.
    func recentStatement(for sql: String) -> Statement? {
        for index in recent.indices where recent[index].sql == sql {
            return recent[index].statement
        }
        return nil
    }

    /// The cached statement for `sql` from the dictionary, for after ``recentStatement(for:)`` missed; it then
    /// counts as asked for last. `nil` when it was never cached.
    mutating func storedStatement(for sql: String) -> Statement? {
        guard let statement = bySQL[sql] else { return nil }
        remember(statement, for: sql)
        return statement
    }

    /// Caches `statement` for `sql`, first emptying the cache when it holds ``limit`` statements.
    mutating func insert(_ statement: Statement, for sql: String) {
        if bySQL.count >= limit {
            removeAll()
        }
        bySQL[sql] = statement
        remember(statement, for: sql)
    }

    /// Drops every statement (they finalize when their last reference goes).
    mutating func removeAll() {
        recent.removeAll()
        nextRecentSlot = 0
        bySQL.removeAll()
    }

    private mutating func remember(_ statement: Statement, for sql: String) {
        if recent.count < Self.recentCapacity {
            recent.append((sql, statement))
        } else {
            recent[nextRecentSlot] = (sql, statement)
            nextRecentSlot = (nextRecentSlot + 1) % Self.recentCapacity
        }
    }
}
