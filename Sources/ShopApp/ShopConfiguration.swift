import AuthData

/// How to start the shop.
public struct ShopConfiguration: Sendable {
    /// The database file.
    public var databasePath: String
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
    /// The rate limit on failed logins (default ``AuthData/LoginThrottle/standard``).
    public var loginThrottle: LoginThrottle = .standard

    /// Creates a configuration with production defaults.
    public init(
        databasePath: String,
        seedsDemoCatalogWhenCreated: Bool = true,
        passwordCost: PasswordHasher.Cost = .production,
        readerCount: Int = 4
    ) {
        self.databasePath = databasePath
        self.seedsDemoCatalogWhenCreated = seedsDemoCatalogWhenCreated
        self.passwordCost = passwordCost
        self.readerCount = readerCount
    }
}
