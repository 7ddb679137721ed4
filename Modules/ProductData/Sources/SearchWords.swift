/// A shopper's search text as the words to search for: the one tokenizer of every store, so both databases search
/// for the same words.
///
/// Words are runs of letters and digits (Unicode-aware, per `Character`, so `café`, `Ærø`, `東京` and `x²` are words);
/// every other character (quotes, `*`, `^`, `:`, `-`, parentheses, punctuation, emoji, whitespace) separates words and
/// is dropped, so the text never reaches a database as query syntax. Words are de-duplicated case-insensitively; at
/// most ``maximumWords`` words of at most ``maximumWordLength`` characters are kept, so a pasted essay cannot build an
/// enormous query (a longer word is cut, which as a prefix still matches the full word). Every word is a required
/// prefix. Each store turns the words into its own query: an FTS5 `MATCH` expression on SQLite, the bound argument
/// of the schema's `shop_search_query` (``text``) on PostgreSQL.
struct SearchWords: Sendable, Equatable {
    /// The most words a search uses; later words are ignored.
    static let maximumWords = 32
    /// The most characters of one word a search uses.
    static let maximumWordLength = 64

    /// The words, in the order they appear in the text.
    let words: [String]

    /// Tokenizes `text`; `nil` when it holds no word at all.
    init?(text: String) {
        var words: [String] = []
        var seen: Set<String> = []
        var current = ""
        var currentLength = 0
        func flush() {
            if currentLength > 0, seen.insert(current.lowercased()).inserted {
                words.append(current)
            }
            current = ""
            currentLength = 0
        }
        for character in text {
            guard words.count < Self.maximumWords else { break }
            if character.isLetter || character.isNumber {
                if currentLength < Self.maximumWordLength {
                    current.append(character)
                    currentLength += 1
                }
            } else {
                flush()
            }
        }
        if words.count < Self.maximumWords { flush() }
        guard !words.isEmpty else { return nil }
        self.words = words
    }

    /// The words separated by single spaces: the bound argument of PostgreSQL's `shop_search_query`.
    var text: String {
        words.joined(separator: " ")
    }
}
