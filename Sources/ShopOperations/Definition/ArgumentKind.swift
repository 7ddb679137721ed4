import CartDataIO
import ProductDataIO

/// How an argument's text is checked, and what value it becomes.
///
/// Numbers are checked here, so no input can overflow further down: ids are positive 64-bit whole numbers,
/// counts lie in their range.
public enum ArgumentKind: Sendable, Equatable {
    /// Any text (a username, a slug, a link).
    case text
    /// Any text that must never be echoed or kept in a history (a password).
    case secret
    /// A positive 64-bit id; `what` names it in errors (`a product id`).
    case identifier(what: String)
    /// A whole number in `range`.
    case wholeNumber(ClosedRange<Int>)
    /// One of `choices`, case-insensitively; the value is the lower-cased choice.
    case choice([String])
    /// Search words: at least one non-blank character, at most `maximumLength` characters.
    case searchText(maximumLength: Int)

    /// A cart quantity from `minimum` to `CartChange.maximumQuantity`.
    ///
    /// - Parameter minimum: 1, or 0 where 0 removes the line.
    /// - Returns: The kind.
    public static func quantity(minimum: Int) -> ArgumentKind {
        .wholeNumber(minimum...CartChange.maximumQuantity)
    }

    /// The largest page number accepted.
    public static let maximumPage = 100_000_000

    /// A page number, `1...maximumPage`.
    public static let page = ArgumentKind.wholeNumber(1...maximumPage)

    /// A page size, `1...ProductQuery.maximumPerPage`.
    public static let perPage = ArgumentKind.wholeNumber(1...ProductQuery.maximumPerPage)

    /// Checks `text` as the value of `parameter`.
    ///
    /// - Parameters:
    ///   - text: The argument as typed.
    ///   - parameter: The parameter it is for (its name goes into the message).
    ///   - usage: The operation's usage line, for the hint.
    ///   - subject: How the message names the value; `nil` names the parameter as typed (`the quantity`,
    ///     `--page`), a front that received it by another name passes that (`'perPage'`).
    /// - Returns: The value.
    /// - Throws: ``OperationErrorCode/invalidArguments`` saying what is wrong.
    func value(of text: String, for parameter: OperationParameter, usage: String, subject: String? = nil)
        throws(OperationError) -> ArgumentValue
    {
        let subject = subject ?? (parameter.isPositional ? "the \(parameter.name)" : parameter.name)
        switch self {
        case .text, .secret:
            return .text(text)
        case let .identifier(what):
            guard let value = Int64(text), value > 0 else {
                throw .invalidArguments(
                    "\(OperationText.quoted(text)) is not \(what) (ids are whole numbers from 1 to \(Int64.max))",
                    usage: usage)
            }
            return .identifier(value)
        case let .wholeNumber(range):
            guard let value = Int(text), range.contains(value) else {
                throw .invalidArguments(
                    "\(subject) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                        + "not \(OperationText.quoted(text))",
                    usage: usage)
            }
            return .number(value)
        case let .choice(choices):
            guard choices.contains(text.lowercased()) else {
                let listed = choices.map { "'\($0)'" }
                let alternatives = listed.dropLast().joined(separator: ", ") + " or " + (listed.last ?? "")
                throw .invalidArguments(
                    "\(subject) must be \(alternatives), not \(OperationText.quoted(text))",
                    usage: usage)
            }
            return .text(text.lowercased())
        case let .searchText(maximumLength):
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw .invalidArguments("search needs at least one word", usage: usage)
            }
            guard text.count <= maximumLength else {
                throw .invalidArguments(
                    "the search text is too long (at most \(maximumLength) characters)", usage: usage)
            }
            return .text(text)
        }
    }
}
