import BoardyModulePlugin
import PostgresStore
import SQLiteStore

extension AuthDataModulePlugin {
    /// AuthData's plugins on the SQLite `database`, sharing one new ``SessionStore``.
    ///
    /// - Parameters:
    ///   - database: the shared, migrated database.
    ///   - passwordCost: the scrypt cost of new password hashes (default ``PasswordHasher/Cost/production``; use
    ///     ``PasswordHasher/Cost/testing`` in tests).
    ///   - sessionLifetime: how long a session lasts (default 30 days).
    public static func bundledPlugins(
        database: DatabasePool,
        passwordCost: PasswordHasher.Cost = .production,
        sessionLifetime: Duration = defaultSessionLifetime
    ) -> [any ModulePlugin] {
        bundledPlugins(
            database: database,
            configuration: AuthDataConfiguration(passwordCost: passwordCost, sessionLifetime: sessionLifetime)
        )
    }

    /// AuthData's plugins on the SQLite `database`, configured by `configuration` (password cost, session
    /// lifetime, login throttle, clock), sharing one new ``SessionStore``.
    public static func bundledPlugins(
        database: DatabasePool,
        configuration: AuthDataConfiguration
    ) -> [any ModulePlugin] {
        bundledPlugins(
            auth: AuthService(
                database: SQLiteAuthStore(pool: database), configuration: configuration, store: SessionStore()))
    }

    /// AuthData's plugins on the PostgreSQL `database` (migrated with `ShopPostgresMigrations`), configured by
    /// `configuration` (password cost, session lifetime, login throttle, clock), sharing one new ``SessionStore``.
    public static func bundledPlugins(
        database: PostgresDatabase,
        configuration: AuthDataConfiguration = AuthDataConfiguration()
    ) -> [any ModulePlugin] {
        bundledPlugins(
            auth: AuthService(
                database: PostgresAuthStore(database: database), configuration: configuration, store: SessionStore()))
    }

    /// The plugins over one SQLite service (tests pass one with an instrumented hasher or a known store).
    static func bundledPlugins(auth: AuthService<SQLiteAuthStore>) -> [any ModulePlugin] {
        ServiceType.allCases.map { AuthDataModulePlugin(service: $0, auth: auth) }
    }

    /// The plugins over one PostgreSQL service.
    static func bundledPlugins(auth: AuthService<PostgresAuthStore>) -> [any ModulePlugin] {
        ServiceType.allCases.map { AuthDataModulePlugin(service: $0, auth: auth) }
    }
}
