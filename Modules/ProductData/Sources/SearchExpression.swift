/// A shopper's search text turned into a safe FTS5 `MATCH` expression.
///
/// The text is never handed to FTS5 as syntax. It is split into words made only of letters and digits
/// (Unicode-aware, per `Character`, so `café`, `Ærø`, `東京` and `x²` are words); every other character
/// (quotes, `*`, `^`, `:`, `-`, parentheses, punctuation, emoji, whitespace) separates words and is dropped.
/// Each remaining word becomes a quoted prefix term, `"word"*`, and the terms are joined by spaces, which FTS5
/// reads as AND. Quoting makes keywords such as `OR`, `NOT` or `NEAR` plain words.
///
/// Words are de-duplicated case-insensitively (FTS5 folds case anyway). At most ``maximumWords`` words of at
/// most ``maximumWordLength`` characters are kept, so a pasted essay cannot build an enormous query; a longer
/// word is cut, which as a prefix term still matches the full word.
struct SearchExpression: Sendable, Equatable {
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

    /// The FTS5 query: every word as a quoted prefix term, all required, e.g. `"lapt"* "pro"*`.
    ///
    /// Words hold only letters and digits, so they never contain a `"`; doubling quotes anyway keeps each string
    /// literal well-formed should that rule ever change.
    var matchExpression: String {
        words.map { word in
            "\"" + word.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"*"
        }.joined(separator: " ")
    }
}
