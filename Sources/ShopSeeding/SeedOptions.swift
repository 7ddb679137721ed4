import DataFailure

/// What the seeder puts into a database.
public struct SeedOptions: Sendable, Equatable {
    /// The number of products (0 or more).
    public var products: Int
    /// The number of demo users (0 or more); user `n` is `user0001`… with password `password-0001`….
    public var users: Int
    /// The random seed: the same seed and counts always give the same content.
    public var seed: UInt64
    /// Whether the shop gets its staff account, ``staffUsername`` with password ``staffPassword`` (role `staff`, no
    /// orders), besides the demo users.
    public var staffAccount: Bool
    /// The username of the seeded staff account.
    public static let staffUsername = "staff"
    /// The password of the seeded staff account.
    public static let staffPassword = "staff-password"
    /// The largest number of products one seeding run accepts.
    public static let maximumProducts = 10_000_000
    /// The largest number of users one seeding run accepts.
    public static let maximumUsers = 100_000

    /// The small catalog a fresh default database gets on first run.
    public static let demo = SeedOptions(products: 240, users: 3, seed: 42)

    /// Creates seeding options.
    ///
    /// - Parameters:
    ///   - products: The number of products.
    ///   - users: The number of demo users.
    ///   - seed: The random seed.
    ///   - staffAccount: Whether the staff account is seeded too (default: it is).
    public init(products: Int, users: Int, seed: UInt64, staffAccount: Bool = true) {
        self.products = products
        self.users = users
        self.seed = seed
        self.staffAccount = staffAccount
    }
}

/// Why seeding was refused or failed.
public enum SeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A count is out of range.
    case invalidCount(String)
    /// The database already holds shop data and replacing it was not asked for.
    case databaseNotEmpty(products: Int, users: Int)
    /// The database failed: the failure's kind and a message saying how.
    case database(DatabaseFailure)

    /// A human sentence describing the failure.
    public var description: String {
        switch self {
        case let .invalidCount(message):
            message
        case let .databaseNotEmpty(products, users):
            "the database already holds \(products) product(s) and \(users) user(s); pass --replace to wipe it first"
        case let .database(failure):
            "database error: \(failure.message)"
        }
    }
}

/// What a seeding run did.
public struct SeedReport: Sendable, Equatable {
    /// Categories inserted.
    public let categories: Int
    /// Products inserted.
    public let products: Int
    /// Users inserted.
    public let users: Int
    /// Past orders inserted.
    public let orders: Int
    /// Wall-clock seconds the run took.
    public let seconds: Double

    /// A report of a run (what each seeder, SQLite or PostgreSQL, returns).
    public init(categories: Int, products: Int, users: Int, orders: Int, seconds: Double) {
        self.categories = categories
        self.products = products
        self.users = users
        self.orders = orders
        self.seconds = seconds
    }
}
