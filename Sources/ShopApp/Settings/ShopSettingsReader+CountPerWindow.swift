import Foundation

extension ShopSettingsReader {
    /// A rate written `COUNT/WINDOW` (`5/15m`, `100/1s`), or `off`: the shape of `login-throttle`,
    /// `registration-limit` and `rate-limit`.
    ///
    /// - Parameters:
    ///   - text: The value as given (trimmed and compared without case).
    ///   - setting: The setting, named in the error.
    ///   - source: Where the value came from, named in the error.
    ///   - windows: The windows allowed (the count is always 1–1000000).
    ///   - expected: What a valid value looks like, for the error.
    /// - Returns: `nil` for `off`, else the count and the window.
    /// - Throws: ``ShopSettingsError/invalidValue(setting:source:value:expected:)`` for anything else.
    public static func countPerWindow(
        _ text: String, setting: ShopSetting, source: Source, windows: ClosedRange<Duration>, expected: String
    ) throws(ShopSettingsError) -> (count: Int, window: Duration)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "off" { return nil }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[0]), (1...1_000_000).contains(count),
            let window = parseDuration(String(parts[1])), windows.contains(window)
        else {
            throw .invalidValue(setting: setting.name, source: source.description, value: text, expected: expected)
        }
        return (count, window)
    }
}
