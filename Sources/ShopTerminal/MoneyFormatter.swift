/// Formats integer amounts of cents as money text such as `$1,234.56`, using integer arithmetic only.
///
/// Negative amounts put the sign before the symbol (`-$1.00`). Every `Int`, including `Int.min` and `Int.max`,
/// formats without overflow.
public struct MoneyFormatter: Sendable, Equatable {
    /// The text before the digits, `$` by default.
    public var currencySymbol: String
    /// The text between groups of three integer digits, `,` by default; empty disables grouping.
    public var groupingSeparator: String
    /// The text between the whole units and the cents, `.` by default.
    public var decimalSeparator: String

    /// A formatter producing US-style dollar amounts such as `$1,234.56`.
    public static let dollars = MoneyFormatter()

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - currencySymbol: The text before the digits.
    ///   - groupingSeparator: The thousands separator; empty disables grouping.
    ///   - decimalSeparator: The separator before the two cent digits.
    public init(currencySymbol: String = "$", groupingSeparator: String = ",", decimalSeparator: String = ".") {
        self.currencySymbol = currencySymbol
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// Formats `cents`, for example `123456` as `$1,234.56` and `-5` as `-$0.05`.
    ///
    /// - Parameter cents: The amount in cents.
    /// - Returns: The formatted amount.
    public func string(fromCents cents: Int) -> String {
        let magnitude = cents.magnitude
        let units = String(magnitude / 100)
        let remainder = magnitude % 100
        let fraction = remainder < 10 ? "0\(remainder)" : "\(remainder)"
        let sign = cents < 0 ? "-" : ""
        return sign + currencySymbol + group(units) + decimalSeparator + fraction
    }

    /// Formats `cents` with the default dollar formatter.
    ///
    /// - Parameter cents: The amount in cents.
    /// - Returns: The formatted amount, for example `$12.34`.
    public static func format(cents: Int) -> String {
        dollars.string(fromCents: cents)
    }

    private func group(_ digits: String) -> String {
        guard !groupingSeparator.isEmpty, digits.count > 3 else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: groupingSeparator)
    }
}
