import PostgresNIO
import PostgresStore
import SQLiteStore
import ShopMigrations

extension ShopBackend {
    /// Checks that the database answers a trivial query within `timeout` and that its schema is current (every
    /// migration this build knows applied, none modified, none unknown).
    ///
    /// Never throws and never waits much longer than `timeout`: a database that does not answer in time fails the
    /// `database` check with "no answer within …" (its query goes on in the background, cancelled), and the `schema`
    /// check is then reported as not checked. Nothing is cached: each call asks the database again, so a database
    /// that comes back is reported ready by the next call.
    ///
    /// - Parameter timeout: How long the database has to answer (default one second).
    /// - Returns: The database and schema checks.
    public func readiness(timeout: Duration = .seconds(1)) async -> ShopReadiness {
        let storage = storage
        let outcome = await Deadline.run(timeout) { () async throws -> ShopSchemaStatus in
            switch storage {
            case let .sqlite(pool):
                try await pool.read { connection in try connection.execute(sql: "SELECT 1") }
                return ShopSchemaStatus(try ShopMigrations.migrator.status(of: pool))
            case let .postgres(database):
                try await database.withConnection { connection in
                    try await connection.query("SELECT 1", logger: database.logger).collect()
                }
                let status = try await ShopPostgresMigrations.migrator.status(of: database)
                return ShopSchemaStatus(status, appliedAt: [:])
            }
        }
        switch outcome {
        case let .success(status):
            return ShopReadiness(checks: [
                .init(name: ShopReadiness.databaseCheck, error: nil),
                .init(name: ShopReadiness.schemaCheck, error: Self.schemaProblem(status)),
            ])
        case let .failure(failure):
            let message =
                switch failure {
                case .timedOut: "no answer within \(Self.describe(timeout))"
                case let .failed(error): Self.oneLine(error)
                }
            return ShopReadiness(checks: [
                .init(name: ShopReadiness.databaseCheck, error: message),
                .init(name: ShopReadiness.schemaCheck, error: "not checked: the database is unavailable"),
            ])
        }
    }

    /// What is wrong with `status` for this build, or `nil` when it is current.
    static func schemaProblem(_ status: ShopSchemaStatus) -> String? {
        if !status.unknownIDs.isEmpty {
            let ids = status.unknownIDs.map(String.init).joined(separator: ", ")
            return "the database has migrations this build does not know (\(ids)): it is newer than this program"
        }
        let modified = status.rows.filter { $0.state == .modified }.map { String($0.id) }
        if !modified.isEmpty {
            return "applied migrations were edited since (\(modified.joined(separator: ", ")))"
        }
        if status.pendingCount > 0 {
            return "\(status.pendingCount) migration(s) pending: run `shop-cli migrate`"
        }
        return nil
    }

    /// `error`'s description on one line.
    private static func oneLine(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `1 s`, `250 ms`.
    private static func describe(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
