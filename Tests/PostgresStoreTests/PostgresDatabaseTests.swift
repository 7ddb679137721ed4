import DataFailure
import PostgresNIO
import PostgresStore
import ShopTestSupport
import Testing

@Suite("PostgreSQL database")
struct PostgresDatabaseTests {
    @Test("a refused connection fails at once with cannotConnect, not on the first query")
    func refusedConnection() async {
        await #expect {
            try await PostgresStore.PostgresDatabase.connect(url: "postgres://shop@127.0.0.1:1/shop")
        } throws: { error in
            guard case let .cannotConnect(location, _) = error as? PostgresStoreError else { return false }
            return location == "postgres://shop@127.0.0.1:1/shop"
        }
    }

    @Test("a malformed URL fails with invalidURL before any connection is tried")
    func malformedURL() async {
        await #expect {
            try await PostgresStore.PostgresDatabase.connect(url: "postgres://127.0.0.1/shop")
        } throws: { error in
            if case .invalidURL = error as? PostgresStoreError { return true }
            return false
        }
    }

    @Test(
        "a database that does not exist fails with cannotConnect and the server's reason",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func missingDatabase() async throws {
        let url = try PostgresTestServer.url().with(database: "shop_no_such_database")
        await #expect {
            try await PostgresStore.PostgresDatabase.connect(to: url)
        } throws: { error in
            guard case let .cannotConnect(_, reason) = error as? PostgresStoreError else { return false }
            return reason.contains("does not exist") && (error as? PostgresStoreError)?.failureKind == .unavailable
        }
    }
}

@Suite(
    "PostgreSQL queries and transactions",
    .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)),
    .timeLimit(.minutes(10)))
struct PostgresQueryTests {
    @Test("a bound value full of quotes, backslashes and SQL round-trips literally")
    func boundValueRoundTrips() async throws {
        let text = "O'Brien \"quoted\" \\ back; DROP TABLE note; -- 東京 🍮 %_"
        try await PostgresTestServer.withDatabase { database async throws in
            let stored = try await database.withConnection { connection in
                try await connection.query("CREATE TABLE note (body text NOT NULL)", logger: database.logger)
                try await connection.query("INSERT INTO note (body) VALUES (\(text))", logger: database.logger)
                var bodies: [String] = []
                let rows = try await connection.query(
                    "SELECT body FROM note WHERE body = \(text)", logger: database.logger)
                for try await body in rows.decode(String.self) { bodies.append(body) }
                return bodies
            }
            #expect(stored == [text])
        }
    }

    @Test("a transaction commits when its body returns and rolls back everything when it throws")
    func commitAndRollback() async throws {
        struct Refused: Error {}
        try await PostgresTestServer.withDatabase { database async throws in
            try await database.withConnection { connection in
                try await connection.query("CREATE TABLE item (n integer NOT NULL)", logger: database.logger)
            }
            try await database.transaction { connection in
                try await connection.query("INSERT INTO item (n) VALUES (\(1))", logger: database.logger)
            }
            await #expect(throws: Refused.self) {
                try await database.transaction { connection in
                    try await connection.query("INSERT INTO item (n) VALUES (\(2))", logger: database.logger)
                    throw Refused()
                }
            }
            #expect(try await Self.numbers(database) == [1])
        }
    }

    @Test("a transaction that loses a race (40001) is run again; other errors are not")
    func retriesLostRaces() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let attempts = Counter()
            let value = try await database.transaction(.serializable, retries: 2) { _ in
                if attempts.next() == 1 {
                    throw PostgresStoreError.server(sqlState: "40001", message: "could not serialize", detail: nil)
                }
                return "done"
            }
            #expect(value == "done")
            #expect(attempts.value == 2)
            let unique = Counter()
            await #expect(throws: PostgresStoreError.self) {
                try await database.transaction { _ in
                    _ = unique.next()
                    throw PostgresStoreError.server(sqlState: "23505", message: "duplicate", detail: nil)
                }
            }
            #expect(unique.value == 1)
        }
    }

    @Test("after close, work fails with the closed error instead of hanging")
    func closedDatabase() async throws {
        let url = try await PostgresTestServer.createDatabase()
        let database = try await PostgresStore.PostgresDatabase.connect(to: url, maximumConnections: 2)
        await database.close()
        await #expect {
            try await database.withConnection { connection in
                try await connection.query("SELECT 1", logger: database.logger)
            }
        } throws: { error in
            PostgresStoreError(error) == .closed
        }
        try await PostgresTestServer.dropDatabase(url)
    }

    /// The numbers in table `item`, ascending.
    static func numbers(_ database: PostgresStore.PostgresDatabase) async throws -> [Int] {
        try await database.withConnection { connection in
            var numbers: [Int] = []
            let rows = try await connection.query("SELECT n FROM item ORDER BY n", logger: database.logger)
            for try await n in rows.decode(Int.self) { numbers.append(n) }
            return numbers
        }
    }
}
