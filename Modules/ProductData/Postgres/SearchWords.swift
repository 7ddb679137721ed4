/// A shopper's search text as the words to search for, split exactly as the SQLite implementation's
/// `SearchExpression` splits them, so both backends search for the same words.
///
/// Words are runs of letters and digits (Unicode-aware, per `Character`); every other character separates words and
/// is dropped, so the text never reaches PostgreSQL as query syntax. Words are de-duplicated case-insensitively; at
/// most ``maximumWords`` words of at most ``maximumWordLength`` characters are kept (a longer word is cut, which as
/// a prefix still matches the full word). ``text`` joins them with spaces: it is bound as the argument of the
/// schema's `shop_search_query`, which folds case and diacritics as the index does and makes every word a required
/// prefix.
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

    /// The words separated by single spaces: the bound argument of `shop_search_query`.
    var text: String {
        words.joined(separator: " ")
    }
}
