import AuthDataIO

/// Small text helpers for messages that echo user input.
public enum OperationText {
    /// The most characters of user input an error message or confirmation quotes.
    public static let maximumQuotedLength = 60

    /// `text` in single quotes, shortened with `…` when longer than ``maximumQuotedLength`` characters.
    ///
    /// - Parameter text: User input, such as an unknown command or search words.
    /// - Returns: For example `'serch'`.
    public static func quoted(_ text: String) -> String {
        "'\(shortened(text))'"
    }

    /// `text` cut to ``maximumQuotedLength`` characters, with `…` when it was longer.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text, at most ``maximumQuotedLength`` characters long.
    public static func shortened(_ text: String) -> String {
        text.count > maximumQuotedLength ? String(text.prefix(maximumQuotedLength - 1)) + "…" : text
    }

    /// `text` with every control character (newlines, tabs, `ESC`) replaced by a space, so it fits on one line and
    /// cannot inject terminal escape sequences.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text on one line.
    public static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        return String(scalars)
    }

    /// `count` followed by `singular` or `plural`, e.g. `1 item`, `3 items`.
    ///
    /// - Parameters:
    ///   - count: The number.
    ///   - singular: The noun for one.
    ///   - plural: The noun for any other number; `nil` appends `s` to `singular`.
    /// - Returns: The counted noun.
    public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
    }

    /// ` (staff)` after a staff user's name in a human line; nothing for a customer.
    public static func roleSuffix(_ role: UserRole) -> String {
        role == .staff ? " (staff)" : ""
    }
}
