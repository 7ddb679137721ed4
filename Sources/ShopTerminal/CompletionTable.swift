/// The words offered by tab completion: top-level commands, subcommands that follow some commands, and values for
/// some arguments and options.
///
/// For `shop-cli` this is the command list (`help`, `login`, `cart`, …) with `["add", "set", "remove", "clear"]`
/// registered after `cart`, the category slugs after `products --category`, and the product ids of the last
/// listing where a product id is expected. Matching is a case-sensitive prefix match; candidates keep the order
/// given here, without duplicates.
public struct CompletionTable: Sendable, Equatable {
    /// A table that completes nothing.
    public static let empty = CompletionTable()

    /// The words completed in the first position of a line.
    public var commands: [String]
    /// The words completed in the second position, keyed by the first word of the line.
    public var subcommands: [String: [String]]
    /// The words completed for an option's value, keyed by command name (`products`, `cart add`), then option.
    public var optionValues: [String: [String: [String]]] = [:]
    /// The words completed for a positional argument, keyed by command name, then position (0 is the first word
    /// after the name).
    public var argumentValues: [String: [Int: [String]]] = [:]
    /// The options that take a value, keyed by command name: the word after one is not a positional argument.
    public var valuedOptions: [String: Set<String>] = [:]

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
        var pool: [String] = []
        if let first = precedingWords.first {
            let word = subcommands[first] == nil ? first.lowercased() : first
            var name = word
            var rest = precedingWords.dropFirst()
            if let second = rest.first, subcommands[word]?.contains(second.lowercased()) == true {
                name = word + " " + second.lowercased()
                rest = rest.dropFirst()
            }
            if precedingWords.count == 1 {
                pool = subcommands[word] ?? []
            }
            pool += argumentCandidates(for: name, after: Array(rest), prefix: prefix)
        } else {
            pool = commands
        }
        var seen = Set<String>()
        return pool.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    /// The values for the word after `words` (the arguments typed after the command `name`).
    private func argumentCandidates(for name: String, after words: [String], prefix: String) -> [String] {
        if let option = words.last, let values = optionValues[name]?[option] {
            return values
        }
        guard !prefix.hasPrefix("-") else { return [] }
        let valued = valuedOptions[name] ?? []
        var position = 0
        var index = words.startIndex
        while index < words.endIndex {
            if words[index].hasPrefix("--") {
                index += valued.contains(words[index]) ? 2 : 1
            } else {
                position += 1
                index += 1
            }
        }
        return argumentValues[name]?[position] ?? []
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
