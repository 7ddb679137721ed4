import AuthData

/// How to start the shop.
public struct ShopConfiguration: Sendable {
    /// The database file.
    public var databasePath: String
    /// Whether a new or empty database gets the demo catalog (``SeedOptions/demo``) at start.
    public var seedsDemoCatalogWhenCreated: Bool
    /// The scrypt cost for new passwords.
    public var passwordCost: PasswordHasher.Cost
    /// How many reader connections the pool opens.
    public var readerCount: Int
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
