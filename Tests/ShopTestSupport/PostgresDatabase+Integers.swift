import PostgresNIO
import PostgresStore

extension PostgresStore.PostgresDatabase {
    /// The first column of every row a statement returns, as integers (tests read and change rows behind the
    /// modules' backs with it).
    public func integers(_ query: PostgresQuery) async throws -> [Int64] {
        try await withConnection { connection in
            var values: [Int64] = []
            for try await value in try await connection.query(query, logger: logger).decode(Int64.self) {
                values.append(value)
            }
            return values
        }
    }
}
