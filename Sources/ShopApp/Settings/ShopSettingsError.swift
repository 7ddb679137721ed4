/// A setting that cannot be used, found before the program starts its work: a malformed value, an unknown key or an
/// unreadable config file. Programs exit with status 78 (`EX_CONFIG`) on it, and never fall back to a default.
public enum ShopSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `value` from `source` is not a valid value of `setting`: `expected` says what is (an empty `value` is not
    /// repeated: a URL that may hold a password).
    case invalidValue(setting: String, source: String, value: String, expected: String)
    /// The config file has a key that names no setting.
    case unknownKey(file: String, key: String, known: [String])
    /// The config file cannot be read or is not one JSON object.
    case unreadableFile(file: String, reason: String)

    /// The exit status for a bad environment or config value: 78 (`EX_CONFIG`).
    public static let exitStatus: Int32 = 78

    /// One line naming the setting, where it came from and what is expected.
    public var description: String {
        switch self {
        case let .invalidValue(setting, source, value, expected) where value.isEmpty:
            "\(source): not a valid \(setting): \(expected)"
        case let .invalidValue(setting, source, value, expected):
            "\(source): '\(value)' is not a valid \(setting): \(expected)"
        case let .unknownKey(file, key, known):
            "\(file): unknown setting '\(key)' (known: \(known.joined(separator: ", ")))"
        case let .unreadableFile(file, reason):
            "cannot read the config file \(file): \(reason)"
        }
    }
}
