/// One step of a seeding run, reported to the `progress` callback of
/// ``DatabaseSeeder/seed(_:options:replacing:progress:)``.
///
/// Each phase is reported when it starts (`completed == 0`), now and then while it advances (phases that count
/// something: products, users, orders) and when it ends (`completed == total`). A front renders it (a bar on a
/// terminal, a line per phase in a log); the seeder itself never prints.
public struct SeedProgress: Sendable, Equatable {
    /// The phases of a seeding run, in the order they run.
    public enum Phase: String, Sendable, Equatable, CaseIterable {
        /// Deleting the data a database already held (`--replace`).
        case wipe
        /// Inserting the products (categories first, which is instant).
        case products
        /// Inserting the demo users (hashing their passwords).
        case users
        /// Inserting the users' past orders, counted by user.
        case orders
        /// Rebuilding the full-text search index.
        case searchIndex = "search index"
        /// Committing the transaction, which writes it out and checkpoints the write-ahead log.
        case checkpoint
    }

    /// The phase.
    public let phase: Phase
    /// How many units of the phase are done.
    public let completed: Int
    /// How many units the phase has (1 for a phase that is one step: wipe, search index, checkpoint).
    public let total: Int

    /// Creates a progress report.
    public init(_ phase: Phase, completed: Int, of total: Int) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }

    /// Whether the phase has just started.
    public var isStart: Bool { completed == 0 }
    /// Whether the phase is done.
    public var isEnd: Bool { completed >= total }
}
