import Foundation

/// Why a REPL line could not be split into words by ``CommandLineTokenizer``.
///
/// Positions are 1-based columns counted in Unicode scalars, which is what a user sees for ordinary text.
public enum TokenizerError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A `'` or `"` was opened at `column` and never closed.
    case unterminatedQuote(quote: Character, column: Int)
    /// A control character (anything in Unicode category Cc other than tab) was found at `column`.
    case controlCharacter(scalar: Unicode.Scalar, column: Int)

    /// A human-readable explanation, suitable for printing in the REPL.
    public var message: String {
        switch self {
        case let .unterminatedQuote(quote, column):
            let name = quote == "'" ? "single" : "double"
            return "unterminated \(name) quote (\(quote)) starting at column \(column)"
        case let .controlCharacter(scalar, column):
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "control character U+\(code) at column \(column) is not allowed"
        }
    }

    /// The same text as ``message``.
    public var description: String {
        message
    }

    /// The same text as ``message``, for `localizedDescription`.
    public var errorDescription: String? {
        message
    }
}
