import Crypto

/// One PostgreSQL schema change: an id, a name and the SQL script that performs it.
///
/// The checksum (SHA-256 of the SQL text, lowercase hex) is recorded when the migration is applied, so a later
/// build can tell whether an applied migration's SQL was edited afterwards.
public struct PostgresMigration: Sendable, Hashable, Identifiable {
    /// The position of this migration in the sequence (1, 2, 3...); applied in ascending order.
    public let id: Int
    /// A short description, such as `"create_category"`.
    public let name: String
    /// The SQL script: one or more statements separated by semicolons (split by `SQLScript`, which respects strings,
    /// quoted identifiers, dollar quoting and comments), run one by one inside the migrator's transaction, so it must not contain `BEGIN`, `COMMIT` or anything that cannot run in a transaction
    /// (`CREATE INDEX CONCURRENTLY`, `VACUUM`).
    public let sql: String
    /// The SHA-256 of ``sql`` as 64 lowercase hex digits.
    public let checksum: String

    /// Creates a migration and computes its checksum.
    public init(id: Int, name: String, sql: String) {
        self.id = id
        self.name = name
        self.sql = sql
        self.checksum = Self.checksum(of: sql)
    }

    /// The SHA-256 of `sql`'s UTF-8 bytes as 64 lowercase hex digits.
    public static func checksum(of sql: String) -> String {
        SHA256.hash(data: Array(sql.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
