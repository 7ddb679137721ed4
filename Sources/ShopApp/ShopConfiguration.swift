import AuthData
import ShopTracing

/// How to start the shop.
public struct ShopConfiguration: Sendable {
    /// The database: a SQLite file or a PostgreSQL database.
    public var database: ShopDatabaseLocation
    /// The SQLite database file, or for PostgreSQL its URL with the password hidden; setting it picks a SQLite file.
    public var databasePath: String {
        get { database.description }
        set { database = .sqlite(path: newValue) }
    }
    /// How many connections the PostgreSQL pool opens at most (one process's share of the server's connections).
    public var postgresConnections = 10
    /// The longest wait for a database connection: a pooled or new PostgreSQL connection, or SQLite's write lock
    /// (default 5 s). Beyond it the work fails as `unavailable`.
    public var databaseConnectTimeout = Self.defaultDatabaseConnectTimeout
    /// The longest one database call may run on PostgreSQL (one lease: a transaction's statements), after which its
    /// statement is cancelled and the work fails as `unavailable` (default 10 s).
    public var databaseStatementTimeout = Self.defaultDatabaseStatementTimeout
    /// `database-connect-timeout`'s default, 5 s.
    public static let defaultDatabaseConnectTimeout = Duration.seconds(5)
    /// `database-statement-timeout`'s default, 10 s.
    public static let defaultDatabaseStatementTimeout = Duration.seconds(10)
    /// Whether a new or empty database gets the demo catalog (`SeedOptions.demo`, from ShopSeeding) at start.
    public var seedsDemoCatalogWhenCreated: Bool
    /// The scrypt cost for new passwords.
    public var passwordCost: PasswordHasher.Cost
    /// How many reader connections the pool opens.
    public var readerCount: Int
    /// Whether every board message is traced to the logger, whatever `BOARDY_LOG_ENABLED` says (see
    /// `ShopApplication.start(_:urlOpenerPlugins:logger:environment:)`).
    public var tracesBoardMessages = false
    /// Whether start-up runs SQLite's `quick_check` and refuses a damaged database (`--verify`). Defaults to `false`.
    public var verifiesDatabaseAtStart = false
    /// Whether every SQL statement is logged with its duration, at `debug`, to the logger labelled
    /// `ShopDatabase.sqlTraceLabel` (`--trace-sql`). Defaults to `false`.
    public var tracesSQL = false
    /// Where spans go (operations, boards, barrier waits, SQL), and whether they go now; `nil` (the default)
    /// installs no span bridge at all. See docs/http-api.md, "Tracing".
    public var tracing: TraceSwitch?
    /// The rate limit on failed logins (default ``AuthData/LoginThrottle/standard``).
    public var loginThrottle: LoginThrottle = .standard
    /// The rate limit on registrations per client (default ``AuthData/RegistrationLimit/standard``).
    public var registrationLimit: RegistrationLimit = .standard
    /// Where password hashing runs: one thread per core and a queue of four per thread unless set otherwise. Every
    /// board graph of a ``ShopBackend`` shares it, so the bound holds for the whole process.
    public var passwordHashing = PasswordHashPool()
    /// How long a sign-in lasts (default 30 days).
    public var sessionLifetime: Duration = AuthDataConfiguration.defaultSessionLifetime

    /// Creates a configuration for a SQLite file with production defaults.
    public init(
        databasePath: String,
        seedsDemoCatalogWhenCreated: Bool = true,
        passwordCost: PasswordHasher.Cost = .production,
        readerCount: Int = 4
    ) {
        self.init(
            database: .sqlite(path: databasePath), seedsDemoCatalogWhenCreated: seedsDemoCatalogWhenCreated,
            passwordCost: passwordCost, readerCount: readerCount)
    }

    /// Creates a configuration for `database` (SQLite or PostgreSQL) with production defaults.
    public init(
        database: ShopDatabaseLocation,
        seedsDemoCatalogWhenCreated: Bool = true,
        passwordCost: PasswordHasher.Cost = .production,
        readerCount: Int = 4
    ) {
        self.database = database
        self.seedsDemoCatalogWhenCreated = seedsDemoCatalogWhenCreated
        self.passwordCost = passwordCost
        self.readerCount = readerCount
    }
}
