import ProductDataIO

/// One search text as ProductData's search sees it, worked out once, outside the timed region, so the raw side of a
/// search benchmark binds exactly what the module binds and does nothing but SQL.
///
/// The analysis is the module's, from ProductDataIO's public pieces: the words of `SearchWords` (``SearchText``
/// words, each stemmed by ``EnglishStemmer``, a stem counted once, at most ``maximumWords``; a word tolerates typos
/// when it is typed with at least ``minimumTypoLength`` ASCII letters), their deletion-index keys
/// (``SearchTypoKeys/keys(of:)``, sorted and distinct: `SearchWords.typoKeys`), and, once the vocabulary terms
/// stored under those keys are known (``resolved(known:)``), the rule of `SearchMatch` (a word's typo terms are the
/// known terms one edit from its stem and not starting with it, sorted) rendered as the FTS5 `MATCH` expression and
/// the `tsquery` literal the stores build. Keep it identical to those types when they change.
public struct RawSearch: Sendable, CustomStringConvertible {
    /// `SearchWords.maximumWords`.
    public static let maximumWords = 32
    /// `SearchWords.minimumTypoLength`.
    public static let minimumTypoLength = 5

    /// One word of the search: `SearchMatch.Word`.
    public struct Word: Sendable, Equatable {
        /// The word's stem (a prefix term).
        public let stem: String
        /// Whether vocabulary terms one edit from the stem match too.
        public let toleratesTypos: Bool
        /// The vocabulary terms one edit from the stem that match exactly, sorted (empty until resolved).
        public fileprivate(set) var typoTerms: [String] = []
    }

    /// The text as typed.
    public let text: String
    /// The words, in order.
    public private(set) var words: [Word]
    /// The deletion-index keys the store looks up, one lookup each (`SearchWords.typoKeys`).
    public let typoKeys: [String]
    /// The FTS5 `MATCH` expression (`SearchMatch.matchExpression`), e.g. `("lapt"*) AND ("keyboard"* OR "keyboards")`.
    public private(set) var match: String
    /// The `tsquery` literal (`SearchMatch.tsquery`), e.g. `('lapt':*) & ('keyboard':* | 'keyboards')`.
    public private(set) var tsquery: String

    /// The words and keys of `text`, with no typo terms yet; `nil` when the text holds no word (the module answers
    /// `emptySearch` without a query).
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
        var keys: Set<String> = []
        for word in words where word.toleratesTypos { keys.formUnion(SearchTypoKeys.keys(of: word.stem)) }
        self.text = text
        self.words = words
        typoKeys = keys.sorted()
        match = ""
        tsquery = ""
        render()
    }

    /// This search with `known`, the vocabulary terms a database stores under ``typoKeys``, filtered as
    /// `SearchMatch.init` filters them, and the expressions rendered again.
    public func resolved(known: Set<String>) -> RawSearch {
        var copy = self
        copy.words = words.map { word in
            var word = word
            word.typoTerms =
                word.toleratesTypos
                ? known.filter { !$0.hasPrefix(word.stem) && SearchTypoKeys.isOneEdit($0, from: word.stem) }.sorted()
                : []
            return word
        }
        copy.render()
        return copy
    }

    /// The text (what a failure message shows).
    public var description: String { text }

    private mutating func render() {
        match = expression(quote: "\"", prefixMark: "*", or: "OR", and: "AND")
        tsquery = expression(quote: "'", prefixMark: ":*", or: "|", and: "&")
    }

    /// `SearchMatch.expression(quote:prefixMark:or:and:)`.
    private func expression(quote: Character, prefixMark: String, or: String, and: String) -> String {
        words.map { word in
            "("
                + ([Self.quoted(word.stem, quote) + prefixMark] + word.typoTerms.map { Self.quoted($0, quote) })
                .joined(separator: " \(or) ") + ")"
        }.joined(separator: " \(and) ")
    }

    /// `SearchMatch.quoted(_:_:)`.
    private static func quoted(_ term: String, _ quote: Character) -> String {
        let escaped = term.split(separator: quote, omittingEmptySubsequences: false).joined(
            separator: "\(quote)\(quote)")
        return "\(quote)\(escaped)\(quote)"
    }
}
