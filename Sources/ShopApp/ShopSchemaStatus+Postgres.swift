import PostgresStore

extension ShopSchemaStatus {
    /// The status of a PostgreSQL database, with each applied migration's time from `appliedAt` (by id).
    init(_ status: PostgresMigrationStatus, appliedAt: [Int: String]) {
        let applied = status.applied.map { migration in
            let state: State =
                status.unknownIDs.contains(migration.id)
                ? .unknown
                : status.mismatched.contains(migration) ? .modified : .applied
            return Row(id: migration.id, name: migration.name, state: state, appliedAt: appliedAt[migration.id] ?? "")
        }
        let pending = status.pending.map { Row(id: $0.id, name: $0.name, state: .pending, appliedAt: "") }
        self.init(rows: applied + pending, isValid: status.isValid)
    }
}
