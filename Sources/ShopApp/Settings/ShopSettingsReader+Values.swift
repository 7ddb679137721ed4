import Configuration
import Foundation

extension ShopSettingsReader {
    /// The text of `setting`, with where it came from, or `nil` when no source sets it.
    ///
    /// - Throws: ``ShopSettingsError`` when the config file holds another JSON type.
    public func text(_ setting: ShopSetting) throws(ShopSettingsError) -> (value: String, source: Source)? {
        guard let found = try find(setting) else { return nil }
        switch found.content {
        case let .string(text): return (text, found.source)
        case let .int(number): return (String(number), found.source)
        case let .stringArray(items): return (items.joined(separator: ","), found.source)
        default: throw invalid(setting, found.source, "(a JSON value of another type)")
        }
    }

    /// The whole number `setting` holds, checked against `range`, or `nil` when no source sets it.
    ///
    /// - Throws: ``ShopSettingsError/invalidValue(setting:source:value:expected:)`` for text that is not a whole
    ///   number in `range`.
    public func integer(_ setting: ShopSetting, in range: ClosedRange<Int>) throws(ShopSettingsError) -> Int? {
        guard let found = try find(setting) else { return nil }
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        switch found.content {
        case let .int(number) where range.contains(number):
            return number
        case let .string(text):
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(number) else {
                throw .invalidValue(
                    setting: setting.name, source: found.source.description, value: text, expected: expected)
            }
            return number
        case let .int(number):
            throw .invalidValue(
                setting: setting.name, source: found.source.description, value: String(number), expected: expected)
        default:
            throw invalid(setting, found.source, "(a JSON value of another type)")
        }
    }

    /// The items of `setting` (comma-separated text, or a config file's array of strings), trimmed, empty ones
    /// dropped; `nil` when no source sets it.
    public func list(_ setting: ShopSetting) throws(ShopSettingsError) -> [String]? {
        guard let found = try find(setting) else { return nil }
        let items: [String]
        switch found.content {
        case let .string(text): items = text.split(separator: ",").map(String.init)
        case let .stringArray(array): items = array
        default: throw invalid(setting, found.source, "(a JSON value of another type)")
        }
        return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The duration `setting` holds (`90s`, `15m`, `12h`, `30d`, or bare seconds), checked against `range`, or
    /// `nil` when no source sets it.
    public func duration(
        _ setting: ShopSetting, in range: ClosedRange<Duration>
    ) throws(ShopSettingsError) -> Duration? {
        guard let (text, source) = try text(setting) else { return nil }
        guard let duration = Self.parseDuration(text), range.contains(duration) else {
            throw .invalidValue(
                setting: setting.name, source: source.description, value: text,
                expected: "a duration such as 90s, 15m, 12h or 30d, from \(Self.describe(range.lowerBound)) to "
                    + Self.describe(range.upperBound))
        }
        return duration
    }

    /// `500ms`, `90s`, `15m`, `12h`, `30d` or `90` (seconds) as a duration; `nil` for anything else.
    public static func parseDuration(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasSuffix("ms") {
            let digits = trimmed.dropLast(2)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let count = Int64(digits), count >= 0,
                count <= Int64.max / 86_400 / 1000
            else { return nil }
            return .milliseconds(count)
        }
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var digits = Substring(trimmed)
        var unit: Int64 = 1
        if let last = trimmed.last, let seconds = units[last] {
            unit = seconds
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let count = Int64(digits), count >= 0,
            count <= Int64.max / 86_400 / 1000
        else { return nil }
        return .seconds(count * unit)
    }

    /// `30d`, `15m`, `90s`: the largest unit that divides `duration`'s whole seconds; `500ms` when it has a fraction
    /// of a second.
    public static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds != 0 { return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms" }
        for (unit, size) in [("d", Int64(86_400)), ("h", 3600), ("m", 60)] where seconds > 0 && seconds % size == 0 {
            return "\(seconds / size)\(unit)"
        }
        return "\(seconds)s"
    }

    /// The error for a value of the wrong shape.
    func invalid(_ setting: ShopSetting, _ source: Source, _ value: String) -> ShopSettingsError {
        .invalidValue(
            setting: setting.name, source: source.description, value: value,
            expected: Self.expectation(of: setting.kind))
    }
}
