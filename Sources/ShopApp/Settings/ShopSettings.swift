import AuthData
import Foundation
import Logging

/// The settings both programs share, resolved from a ``ShopSettingsReader``: the database, the PostgreSQL pool,
/// the database deadlines, the log level, the trace output, the session lifetime, the login throttle, the registration limit and the password
/// hash queue, each with where it came from.
public struct ShopSettings: Sendable {
    /// One resolved setting as `--print-config` shows it.
    public struct Shown: Sendable, Equatable {
        /// The setting.
        public let setting: ShopSetting
        /// Its value as text, a secret masked (`postgres://shop:***@…`, or `***`).
        public let value: String
        /// Where the value came from.
        public let source: ShopSettingsReader.Source

        /// Creates a row: `source` `nil` means the default.
        public init(setting: ShopSetting, value: String, source: ShopSettingsReader.Source?) {
            self.setting = setting
            self.value = value
            self.source = source ?? .defaultValue
        }
    }

    /// The database: `database-url`, else `db` (whichever comes from the higher-precedence source; a URL wins a
    /// tie), else `./shop.sqlite`.
    public var database: ShopDatabaseLocation
    /// The PostgreSQL pool's size.
    public var databaseConnections: Int
    /// The longest wait for a database connection (`database-connect-timeout`).
    public var databaseConnectTimeout: Duration = ShopConfiguration.defaultDatabaseConnectTimeout
    /// The longest one database call may run (`database-statement-timeout`).
    public var databaseStatementTimeout: Duration = ShopConfiguration.defaultDatabaseStatementTimeout
    /// The log level asked for, or `nil` for the program's default.
    public var logLevel: Logger.Level?
    /// The JSON-lines span file, if any.
    public var traceOutput: String?
    /// How long a sign-in lasts.
    public var sessionLifetime: Duration
    /// The rate limit on failed sign-ins, or `nil` for the program's default.
    public var loginThrottle: LoginThrottle?
    /// The rate limit on registrations per client.
    public var registrationLimit: RegistrationLimit = .standard
    /// How many password hashes may wait for a hashing thread, or `nil` for the default (4 per core).
    public var passwordHashQueue: Int?
    /// Every shared setting as resolved, in ``ShopSetting/all``'s order.
    public var shown: [Shown]

    /// Resolves the shared settings from `reader`.
    ///
    /// - Parameters:
    ///   - reader: The program's settings sources.
    ///   - defaultLogLevel: The program's log level when no source sets one (shown by `--print-config`).
    /// - Throws: ``ShopSettingsError`` for the first malformed value.
    public static func resolve(
        _ reader: ShopSettingsReader, defaultLogLevel: Logger.Level
    ) throws(ShopSettingsError) -> ShopSettings {
        var shown: [Shown] = []
        func note(_ setting: ShopSetting, _ value: String, _ source: ShopSettingsReader.Source?) {
            shown.append(Shown(setting: setting, value: value, source: source))
        }
        let path = try reader.text(.db)
        let url = try reader.text(.databaseURL)
        let database = try location(path: path, url: url)
        note(
            .db, database.isPostgres ? (path?.value ?? ShopDatabase.defaultFileName) : database.description,
            path?.source)
        note(.databaseURL, database.isPostgres ? database.description : "none", url?.source)
        let connections = try reader.integer(.databaseConnections, in: 1...1000)
        note(.databaseConnections, String(connections ?? 10), try reader.find(.databaseConnections)?.source)
        let connectTimeout =
            try reader.duration(.databaseConnectTimeout, in: Self.databaseTimeoutRange)
            ?? ShopConfiguration.defaultDatabaseConnectTimeout
        note(
            .databaseConnectTimeout, ShopSettingsReader.describe(connectTimeout),
            try reader.find(.databaseConnectTimeout)?.source)
        let statementTimeout =
            try reader.duration(.databaseStatementTimeout, in: Self.databaseTimeoutRange)
            ?? ShopConfiguration.defaultDatabaseStatementTimeout
        note(
            .databaseStatementTimeout, ShopSettingsReader.describe(statementTimeout),
            try reader.find(.databaseStatementTimeout)?.source)
        let level = try reader.text(.logLevel)
        let logLevel = try level.map { found throws(ShopSettingsError) in try Self.level(found.value, found.source) }
        note(.logLevel, (logLevel ?? defaultLogLevel).rawValue, level?.source)
        let trace = try reader.text(.traceOutput)
        note(.traceOutput, trace?.value ?? "none", trace?.source)
        let lifetime =
            try reader.duration(.sessionLifetime, in: .seconds(1) ... .seconds(3650 * 86_400))
            ?? AuthDataConfiguration.defaultSessionLifetime
        note(
            .sessionLifetime, ShopSettingsReader.describe(lifetime), try reader.find(.sessionLifetime)?.source)
        let throttleText = try reader.text(.loginThrottle)
        let throttle = try throttleText.map { found throws(ShopSettingsError) in
            try Self.throttle(found.value, found.source)
        }
        note(.loginThrottle, throttleText?.value ?? "5/15m", throttleText?.source)
        let limitText = try reader.text(.registrationLimit)
        let limit = try limitText.map { found throws(ShopSettingsError) in
            try Self.registrationLimit(found.value, found.source)
        }
        note(.registrationLimit, limitText?.value ?? "10/1h", limitText?.source)
        let hashQueue = try reader.integer(.passwordHashQueue, in: 0...100_000)
        note(
            .passwordHashQueue, hashQueue.map(String.init) ?? "4 per core",
            try reader.find(.passwordHashQueue)?.source)
        note(.config, reader.filePath ?? "none", reader.configSource)
        return ShopSettings(
            database: database, databaseConnections: connections ?? 10, databaseConnectTimeout: connectTimeout,
            databaseStatementTimeout: statementTimeout, logLevel: logLevel,
            traceOutput: trace?.value, sessionLifetime: lifetime, loginThrottle: throttle,
            registrationLimit: limit ?? .standard, passwordHashQueue: hashQueue, shown: shown)
    }
}

extension ShopSettings {
    /// The values `database-connect-timeout` and `database-statement-timeout` accept: 1 ms to 1 h.
    static let databaseTimeoutRange = Duration.milliseconds(1)...Duration.seconds(3600)
}

extension ShopSettingsReader {
    /// The `log-level` setting, or `nil` when no source sets it (the program's default applies).
    ///
    /// - Throws: ``ShopSettingsError`` when it is not a level.
    public func logLevel() throws(ShopSettingsError) -> Logger.Level? {
        guard let found = try text(.logLevel) else { return nil }
        return try ShopSettings.level(found.value, found.source)
    }
}
