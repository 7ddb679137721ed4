import Configuration
import Foundation

/// Where every setting of a program comes from, with one precedence: the program's flag, else its environment
/// variable (`SHOP_…`, then any older alias such as `LOG_LEVEL`), else the optional JSON config file
/// (`--config FILE` / `SHOP_CONFIG`), else the default.
///
/// The variables and the file are read through swift-configuration's providers (`EnvironmentVariablesProvider`,
/// `JSONSnapshot`); the flags are the values the program's argument parser found. A malformed value, an unknown key
/// in the file or a file that cannot be read is a ``ShopSettingsError`` naming the setting and its source — never a
/// silent default.
public struct ShopSettingsReader: Sendable {
    /// Where a value was found.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        /// The flag (`--port`).
        case flag(String)
        /// The environment variable (`SHOP_PORT`).
        case environment(String)
        /// The config file's key.
        case file(path: String, key: String)
        /// Nowhere: the default applies.
        case defaultValue

        /// `--port`, `$SHOP_PORT`, `shop.json (port)`, `default`.
        public var description: String {
            switch self {
            case let .flag(flag): flag
            case let .environment(variable): "$" + variable
            case let .file(path, key): "\(path) (\(key))"
            case .defaultValue: "default"
            }
        }
    }

    /// A value as found, before it is checked.
    public struct Found: Sendable, Equatable {
        /// The value: text, or a list from a config file's array.
        public let content: ConfigContent
        /// Where it was found.
        public let source: Source
    }

    /// The flags given, by setting name, as text.
    let flags: [String: String]
    /// The process environment, through swift-configuration.
    let environment: EnvironmentVariablesProvider
    /// The config file's values, if a file was given.
    let file: JSONSnapshot?
    /// The config file's path, if one was given.
    public let filePath: String?
    /// Where the config file's path came from (`--config` or `$SHOP_CONFIG`); `nil` without a file.
    public let configSource: Source?

    /// Reads the settings of `program`: `flags` (setting name → the flag's text, for the flags given), the
    /// `environment`, and the config file that `--config` (in `flags`) or `SHOP_CONFIG` names.
    ///
    /// - Throws: ``ShopSettingsError`` when the config file cannot be read, is not one JSON object, or has a key
    ///   that is not a setting of `program`.
    public init(
        program: ShopSetting.Program, flags: [String: String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShopSettingsError) {
        self.flags = flags
        let nonEmpty = environment.filter { !$0.value.isEmpty }
        self.environment = EnvironmentVariablesProvider(environmentVariables: nonEmpty)
        let path = flags[ShopSetting.config.name] ?? nonEmpty[ShopSetting.config.environmentVariable]
        filePath = path
        configSource =
            flags[ShopSetting.config.name] != nil
            ? .flag(ShopSetting.config.flag)
            : path.map { _ in .environment(ShopSetting.config.environmentVariable) }
        file = try path.map { path throws(ShopSettingsError) in try Self.readFile(path, program: program) }
    }

    /// The value of `setting` from the first source that has one, or `nil` when none has (the default applies).
    ///
    /// - Throws: ``ShopSettingsError/invalidValue(setting:source:value:expected:)`` when the config file's value has
    ///   the wrong JSON type for the setting.
    public func find(_ setting: ShopSetting) throws(ShopSettingsError) -> Found? {
        if let text = flags[setting.name] { return Found(content: .string(text), source: .flag(setting.flag)) }
        for variable in [setting.environmentVariable] + setting.aliasVariables {
            let key = AbsoluteConfigKey(variable.lowercased().split(separator: "_").map(String.init))
            if let value = try? environment.value(forKey: key, type: .string).value,
                case let .string(text) = value.content
            {
                return Found(content: .string(text), source: .environment(variable))
            }
        }
        guard let file, let filePath else { return nil }
        let source = Source.file(path: filePath, key: setting.name)
        let key = AbsoluteConfigKey([setting.name])
        let types: [ConfigType] =
            switch setting.kind {
            case .integer: [.int, .string]
            case .list: [.stringArray, .string]
            case .text, .duration: [.string]
            }
        var sawValue = false
        for type in types {
            do {
                if let value = try file.value(forKey: key, type: type).value {
                    return Found(content: value.content, source: source)
                }
                return nil
            } catch {
                sawValue = true
            }
        }
        guard sawValue else { return nil }
        throw .invalidValue(
            setting: setting.name, source: source.description, value: "(a JSON value of another type)",
            expected: Self.expectation(of: setting.kind))
    }

    /// What a value of `kind` must look like, for messages.
    static func expectation(of kind: ShopSetting.Kind) -> String {
        switch kind {
        case .text: "a JSON string"
        case .integer: "a whole number"
        case .list: "a list: comma-separated text, or a JSON array of strings"
        case .duration: "a duration such as 90s, 15m, 12h or 30d"
        }
    }
}
