import SQLiteStore
import ShopMigrations

/// Where a shop database stands relative to the migrations built into this executable, one row per migration
/// (applied ones first, by id, then pending ones in the order they would run), so a front can list it without
/// seeing the SQL layer.
public struct ShopSchemaStatus: Sendable, Hashable {
    /// What one migration's row says about it.
    public enum State: Sendable, Hashable {
        /// Applied with the SQL this build knows.
        case applied
        /// Applied, but its SQL has been edited since (a checksum mismatch).
        case modified
        /// Applied by a newer build: this build does not know it.
        case unknown
        /// Known to this build and not applied yet.
        case pending
    }

    /// One migration.
    public struct Row: Sendable, Hashable {
        /// The migration's id (its file number).
        public let id: Int
        /// Its name.
        public let name: String
        /// Where it stands.
        public let state: State
        /// When it was applied, as ISO-8601 UTC text; empty when pending.
        public let appliedAt: String
    }

    /// Every migration, applied ones first.
    public let rows: [Row]

    /// Whether this build may migrate the database (no modified or unknown migration).
    public let isValid: Bool

    /// The number of applied migrations (including modified and unknown ones).
    public var appliedCount: Int { rows.count { $0.state != .pending } }

    /// The ids of applied migrations this build does not know (applied by a newer build).
    public var unknownIDs: [Int] { rows.filter { $0.state == .unknown }.map(\.id) }

    /// The number of pending migrations.
    public var pendingCount: Int { rows.count { $0.state == .pending } }

    /// The number of SQLite migrations built into this executable.
    public static var knownCount: Int { ShopMigrations.all.count }

    /// The name of the built-in SQLite migration `id`, if this build knows it.
    public static func name(of id: Int) -> String? { ShopMigrations.all.first { $0.id == id }?.name }

    init(_ status: MigrationStatus) {
        let applied = status.applied.map { migration in
            let state: State =
                status.unknownIDs.contains(migration.id)
                ? .unknown
                : status.mismatched.contains(migration) ? .modified : .applied
            return Row(id: migration.id, name: migration.name, state: state, appliedAt: migration.appliedAt)
        }
        let pending = status.pending.map { Row(id: $0.id, name: $0.name, state: .pending, appliedAt: "") }
        self.init(rows: applied + pending, isValid: status.isValid)
    }

    /// A status from its rows.
    init(rows: [Row], isValid: Bool) {
        self.rows = rows
        self.isValid = isValid
    }
}
