import Crypto

/// One schema change: an id, a name and the SQL script that performs it.
///
/// The checksum (SHA-256 of the SQL text, lowercase hex) is recorded when the migration is applied, so a
/// later build can tell whether an applied migration's SQL was edited afterwards.
public struct Migration: Sendable, Hashable, Identifiable {
    /// The position of this migration in the sequence (1, 2, 3...); applied in ascending order.
    public let id: Int

    /// A short description, such as `"create_category"`.
    public let name: String

    /// The SQL script. It runs inside the migrator's transaction, so it must not contain `BEGIN`,
    /// `COMMIT` or `PRAGMA foreign_keys` (which is ignored inside a transaction): a script that rebuilds a table
    /// others reference asks for foreign keys off with ``foreignKeysOffDirective`` instead.
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

    /// The line that makes the migrator run a script with foreign key enforcement off (SQLite's documented table
    /// rebuild: https://sqlite.org/lang_altertable.html#otheralter) and run `PRAGMA foreign_key_check` before it
    /// commits, failing the migration when any reference is broken.
    public static let foreignKeysOffDirective = "-- migrator: foreign_keys off"

    /// Whether ``sql`` has a line that is exactly ``foreignKeysOffDirective``.
    public var runsWithForeignKeysOff: Bool {
        sql.split(whereSeparator: \.isNewline).contains { line in
            line.split(whereSeparator: \.isWhitespace).joined(separator: " ") == Self.foreignKeysOffDirective
        }
    }

    /// The SHA-256 of `sql`'s UTF-8 bytes as 64 lowercase hex digits.
    public static func checksum(of sql: String) -> String {
        let digest = SHA256.hash(data: Array(sql.utf8))
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
