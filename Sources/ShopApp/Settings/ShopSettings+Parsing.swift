import AuthData
import Foundation
import Logging
import PostgresStore

extension ShopSettings {
    /// The database `path` (`db`) and `url` (`database-url`) pick: the one from the higher-precedence source, the
    /// URL on a tie; neither: `./shop.sqlite`.
    static func location(
        path: (value: String, source: ShopSettingsReader.Source)?,
        url: (value: String, source: ShopSettingsReader.Source)?
    ) throws(ShopSettingsError) -> ShopDatabaseLocation {
        if let url, path.map({ rank(url.source) <= rank($0.source) }) ?? true {
            do {
                return .postgres(try PostgresURL(parsing: url.value))
            } catch {
                throw .invalidValue(
                    setting: ShopSetting.databaseURL.name, source: url.source.description,
                    value: "", expected: error.description)
            }
        }
        return .sqlite(path: path?.value ?? ShopDatabase.defaultFileName)
    }

    /// The order of precedence of `source`: flag 0, environment 1, file 2, default 3.
    static func rank(_ source: ShopSettingsReader.Source) -> Int {
        switch source {
        case .flag: 0
        case .environment: 1
        case .file: 2
        case .defaultValue: 3
        }
    }

    /// `text` as a log level.
    static func level(_ text: String, _ source: ShopSettingsReader.Source) throws(ShopSettingsError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .invalidValue(
                setting: ShopSetting.logLevel.name, source: source.description, value: text,
                expected: "one of " + Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return level
    }

    /// `off`, or `FAILURES/WINDOW` (`5/15m`): that many failures checked at once per key, counted for that long.
    static func throttle(
        _ text: String, _ source: ShopSettingsReader.Source
    ) throws(ShopSettingsError) -> LoginThrottle {
        guard
            let (failures, window) = try ShopSettingsReader.countPerWindow(
                text, setting: .loginThrottle, source: source, windows: .seconds(1) ... .seconds(30 * 86_400),
                expected: "FAILURES/WINDOW such as 5/15m (1–1000000 failures, a window of 1s–30d), or off")
        else { return .disabled }
        return LoginThrottle(freeFailures: failures, window: window)
    }

    /// `off`, or `COUNT/WINDOW` (`10/1h`): that many registrations per client, counted for that long.
    static func registrationLimit(
        _ text: String, _ source: ShopSettingsReader.Source
    ) throws(ShopSettingsError) -> RegistrationLimit {
        guard
            let (count, window) = try ShopSettingsReader.countPerWindow(
                text, setting: .registrationLimit, source: source, windows: .seconds(1) ... .seconds(30 * 86_400),
                expected: "COUNT/WINDOW such as 10/1h (1–1000000 registrations, a window of 1s–30d), or off")
        else { return .disabled }
        return RegistrationLimit(limit: count, window: window)
    }
}
