/// A shopper's search text as the words to search for (ProductData's search, and benchmarks that run its SQL): ``SearchText``'s analysis, the same one every
/// product is indexed with, so both databases look for the same terms.
///
/// Each word is folded and stemmed (`Shoes` → `shoe`); words with the same stem count once; at most ``maximumWords``
/// words are kept (a longer word is cut to ``SearchText/maximumWordLength`` characters, which as a
/// prefix still matches the full word), so a pasted essay cannot build an enormous query. Every other character is
/// dropped, so the text never reaches a database as query syntax. Every word is required (see ``SearchMatch``).
public struct SearchWords: Sendable, Equatable {
    /// The most words a search uses; later words are ignored.
    public static let maximumWords = 32
    /// The most characters of one word a search uses.
    public static let maximumWordLength = SearchText.maximumWordLength
    /// The fewest characters of a typed word that may be misspelt (one edit) and still match.
    public static let minimumTypoLength = 5

    /// One word of the search.
    public struct Word: Sendable, Equatable {
        /// The word's stem: it matches every term that starts with it.
        public let stem: String
        /// Whether the word, as typed, has at least ``minimumTypoLength`` letters and no digit, so terms within one
        /// edit of its stem match too.
        public let toleratesTypos: Bool
    }

    /// The words, in the order they appear in the text.
    public let words: [Word]

    /// Tokenizes `text`; `nil` when it holds no word at all.
    public init?(text: String) {
        var words: [Word] = []
        var seen: Set<String> = []
        for word in SearchText.words(text) {
            guard words.count < Self.maximumWords else { break }
            let stem = EnglishStemmer.stem(word)
            guard seen.insert(stem).inserted else { continue }
            let toleratesTypos = word.count >= Self.minimumTypoLength && SearchText.isSpellable(word)
            words.append(Word(stem: stem, toleratesTypos: toleratesTypos))
        }
        guard !words.isEmpty else { return nil }
        self.words = words
    }

    /// The stems, in order.
    public var stems: [String] { words.map(\.stem) }

    /// The deletion-index keys (``SearchTypoKeys``) of the stems of the words that tolerate typos,
    /// sorted and distinct: what a store looks up to find the vocabulary terms that may be one edit from a stem.
    public var typoKeys: [String] {
        var keys: Set<String> = []
        for word in words where word.toleratesTypos { keys.formUnion(SearchTypoKeys.keys(of: word.stem)) }
        return keys.sorted()
    }
}
