/// The words offered by tab completion: top-level commands, plus subcommands that follow some commands.
///
/// For `shop-cli` this is the command list (`help`, `login`, `cart`, …) with `["add", "set", "remove", "clear"]`
/// registered after `cart`. Matching is a case-sensitive prefix match; candidates keep the order given here,
/// without duplicates.
public struct CompletionTable: Sendable, Equatable {
    /// A table that completes nothing.
    public static let empty = CompletionTable()

    /// The words completed in the first position of a line.
    public var commands: [String]
    /// The words completed in the second position, keyed by the first word of the line.
    public var subcommands: [String: [String]]

    /// Creates a completion table.
    ///
    /// - Parameters:
    ///   - commands: Words completed at the start of a line.
    ///   - subcommands: Words completed after a given first word, for example `["cart": ["add", "set"]]`.
    public init(commands: [String] = [], subcommands: [String: [String]] = [:]) {
        self.commands = commands
        self.subcommands = subcommands
    }

    /// Returns the words that complete `prefix` given the words already typed before it.
    ///
    /// - Parameters:
    ///   - precedingWords: The complete words before the one being completed (empty for the first word).
    ///   - prefix: The partial word under the cursor; empty matches every candidate.
    /// - Returns: The matching candidates in table order, or an empty array when nothing applies.
    public func candidates(precedingWords: [String], prefix: String) -> [String] {
        let pool: [String]
        switch precedingWords.count {
        case 0:
            pool = commands
        case 1:
            pool = subcommands[precedingWords[0]] ?? subcommands[precedingWords[0].lowercased()] ?? []
        default:
            pool = []
        }
        var seen = Set<String>()
        return pool.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    /// Returns the completions for the last word of `line`, as a terminal would when Tab is pressed at its end.
    ///
    /// - Parameter line: The text before the cursor. A trailing space means a new, empty word is being started.
    /// - Returns: The matching candidates, in table order.
    public func candidates(forLine line: String) -> [String] {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let startsNewWord = line.isEmpty || line.last?.isWhitespace == true
        let prefix = startsNewWord ? "" : (words.popLast() ?? "")
        return candidates(precedingWords: words, prefix: prefix)
    }
}
