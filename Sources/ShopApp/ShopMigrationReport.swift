/// What ``ShopDatabase/migrate(_:sqlLogger:)`` did.
public struct ShopMigrationReport: Sendable, Hashable {
    /// One migration applied by the run.
    public struct Migration: Sendable, Hashable {
        /// Its id (its file number).
        public let id: Int
        /// Its name.
        public let name: String
    }

    /// Whether the run created the database (the SQLite file, or the shop's schema in a PostgreSQL database).
    public let createdDatabase: Bool
    /// The migrations the run applied, in order; empty when the database was up to date.
    public let applied: [Migration]
    /// How many migrations this build knows for the database's backend.
    public let knownCount: Int
}
