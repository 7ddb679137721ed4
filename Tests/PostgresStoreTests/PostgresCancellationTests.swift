import PostgresNIO
import PostgresStore
import ShopTestSupport
import Testing

/// Cancelling the task that runs a statement cancels the statement on the server (Ctrl-C in the REPL): a lock wait
/// stops while the lock is still held, the transaction rolls back, and the pool goes on.
@Suite(
    "PostgreSQL: cancelling a task cancels its statement",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(5)))
struct PostgresCancellationTests {
    /// How an update waiting on a row lock ended.
    enum Ending: Equatable {
        case cancelled, finished
        case failed(String)
        case hung
    }

    @Test("a statement waiting on a row lock ends as CancellationError while the lock is still held; nothing changed")
    func lockWaitCancels() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            try await database.withConnection { connection in
                try await connection.query(
                    "CREATE TABLE probe (id integer PRIMARY KEY, n integer NOT NULL)", logger: database.logger)
                try await connection.query("INSERT INTO probe VALUES (1, 0)", logger: database.logger)
            }
            let blocker = try await PostgresConnection.connect(
                configuration: .init(
                    host: database.url.host, port: database.url.port, username: database.url.username,
                    password: database.url.password, database: database.url.database, tls: .disable),
                id: 99, logger: database.logger)
            try await blocker.query("BEGIN", logger: database.logger)
            try await blocker.query("SELECT n FROM probe WHERE id = 1 FOR UPDATE", logger: database.logger)

            let update = Task {
                do {
                    try await database.transaction { connection in
                        try await connection.query("UPDATE probe SET n = n + 1 WHERE id = 1", logger: database.logger)
                    }
                    return Ending.finished
                } catch is CancellationError {
                    return Ending.cancelled
                } catch {
                    return Ending.failed(String(describing: error))
                }
            }
            // The update waits on the lock once pg_stat_activity shows a backend of this database waiting for one.
            var waiting = false
            for _ in 0..<600 where !waiting {
                let rows = try await blocker.query(
                    """
                    SELECT count(*) FROM pg_stat_activity
                    WHERE datname = current_database() AND wait_event_type = 'Lock'
                    """, logger: database.logger)
                for try await count in rows.decode(Int.self) { waiting = count > 0 }
                if !waiting { try await Task.sleep(for: .milliseconds(50)) }
            }
            try #require(waiting, "the update never waited on the lock")
            update.cancel()
            // A generous hang limit: without the server-side cancel the update would wait for the blocker forever.
            let ending = await withTaskGroup(of: Ending.self) { group in
                group.addTask { await update.value }
                group.addTask {
                    try? await Task.sleep(for: .seconds(60))
                    return .hung
                }
                let first = await group.next() ?? .hung
                group.cancelAll()
                return first
            }
            try await blocker.query("ROLLBACK", logger: database.logger)
            try await blocker.close()
            #expect(ending == .cancelled, "the lock was still held: only the cancel could end the wait")
            let value = try await database.withConnection { connection in
                var value = -1
                for try await n in try await connection.query(
                    "SELECT n FROM probe WHERE id = 1", logger: database.logger
                )
                .decode(Int.self) {
                    value = n
                }
                return value
            }
            #expect(value == 0, "the cancelled update rolled back")
        }
    }

    @Test("a task that finishes before it is cancelled keeps its result; later work on the pool is unaffected")
    func finishedWorkIsKept() async throws {
        try await PostgresTestServer.withDatabase(maximumConnections: 1) { database async throws in
            let first = Task {
                try await database.withConnection { connection in
                    var value = 0
                    for try await n in try await connection.query("SELECT 41 + 1", logger: database.logger)
                        .decode(Int.self)
                    {
                        value = n
                    }
                    return value
                }
            }
            let answer = try await first.value
            first.cancel()
            #expect(answer == 42)
            for _ in 0..<20 {
                let again = try await database.withConnection { connection in
                    var value = 0
                    for try await n in try await connection.query("SELECT 7", logger: database.logger)
                        .decode(Int.self)
                    {
                        value = n
                    }
                    return value
                }
                #expect(again == 7)
            }
        }
    }
}
