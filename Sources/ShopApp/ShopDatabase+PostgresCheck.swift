import PostgresNIO
import PostgresStore

extension ShopDatabase {
    /// Checks the database at `location` without changing it: on SQLite everything ``check(path:)`` checks; on
    /// PostgreSQL the shop's own rules (``ShopInvariant``) — the server itself keeps its pages, indexes and foreign
    /// keys sound.
    ///
    /// - Throws: ``ShopDatabaseError`` when there is no SQLite file there or the PostgreSQL database cannot be
    ///   reached.
    public static func check(_ location: ShopDatabaseLocation) async throws(ShopDatabaseError) -> ShopCheckReport {
        switch location {
        case let .sqlite(path):
            return try check(path: path)
        case let .postgres(url):
            let findings = try await withPostgres(url) { database in
                var findings: [ShopCheckFinding] = []
                for invariant in ShopInvariant.all {
                    let rows = try await violations(of: invariant, in: database)
                    var sentences = rows.prefix(ShopInvariant.listedViolations).map { "\(invariant.rule), but \($0)" }
                    if rows.count > ShopInvariant.listedViolations {
                        let more = rows.count - ShopInvariant.listedViolations
                        sentences.append("\(invariant.rule), but \(more) more rows break it")
                    }
                    findings += sentences.map { ShopCheckFinding(.invariant, $0) }
                }
                return findings
            }
            return ShopCheckReport(path: url.description, findings: findings)
        }
    }

    /// The rows that break `invariant` on PostgreSQL, as "key: detail".
    private static func violations(of invariant: ShopInvariant, in database: PostgresStore.PostgresDatabase)
        async throws -> [String]
    {
        try await database.withConnection { connection in
            var found: [String] = []
            let rows = try await connection.query(
                PostgresQuery(unsafeSQL: invariant.postgresSQL), logger: database.logger)
            for try await (key, detail) in rows.decode((String, String).self) { found.append("\(key): \(detail)") }
            return found
        }
    }
}
