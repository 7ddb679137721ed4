/// The matching rule of a search, the same on every database: each word is required, and a word matches an indexed
/// term that starts with its stem or, for a word that tolerates typos, a vocabulary term within one edit of its stem.
///
/// The catalog builds it from ``SearchWords`` and the vocabulary terms the store found under
/// ``SearchWords/typoKeys`` (candidates: this keeps those truly one edit away); each store renders it in its own
/// syntax (``matchExpression`` for FTS5, ``tsquery`` for PostgreSQL), and ProductData's ranking ranks what it
/// matched. Public so that benchmarks running the stores' SQL by hand bind exactly what the module binds.
public struct SearchMatch: Sendable, Equatable {
    /// What one word matches.
    public struct Word: Sendable, Equatable {
        /// Matches every term that starts with it.
        public let stem: String
        /// Matches these terms exactly: vocabulary terms within one edit of the stem, sorted.
        public let typoTerms: [String]
    }

    /// Every required word.
    public let words: [Word]

    /// The rule for `words`, with `known` the vocabulary terms found under their typo keys.
    public init(_ words: SearchWords, known: Set<String>) {
        self.words = words.words.map { word in
            let typos =
                word.toleratesTypos
                ? known.filter { !$0.hasPrefix(word.stem) && SearchTypoKeys.isOneEdit($0, from: word.stem) }.sorted()
                : []
            return Word(stem: word.stem, typoTerms: typos)
        }
    }

    /// The FTS5 query: one group per word, all required, each the stem as a quoted prefix term or-ed with the typo
    /// terms as quoted exact terms, e.g. `("lapt"*) AND ("keyboard"* OR "keyboards")`.
    ///
    /// Quoting makes keywords such as `OR`, `NOT` or `NEAR` plain terms.
    public var matchExpression: String {
        expression(quote: "\"", prefixMark: "*", or: "OR", and: "AND")
    }

    /// The `tsquery` literal: one group per word, all required (`&`), each the stem as a quoted prefix lexeme or-ed
    /// with the typo terms as quoted exact lexemes, e.g. `('lapt':*) & ('keyboard':* | 'keyboards')`. Cast with
    /// `::tsquery`, it is taken as written: no parser or dictionary changes a lexeme.
    public var tsquery: String {
        expression(quote: "'", prefixMark: ":*", or: "|", and: "&")
    }

    /// The rule in a query syntax: one group per word, all joined with `and`, each the stem as a quoted prefix (the
    /// quoted stem then `prefixMark`) joined with `or` to the typo terms as quoted exact terms. The two stores differ
    /// only in those four spellings.
    public func expression(quote: Character, prefixMark: String, or: String, and: String) -> String {
        words.map { word in
            "("
                + ([Self.quoted(word.stem, quote) + prefixMark] + word.typoTerms.map { Self.quoted($0, quote) })
                .joined(separator: " \(or) ") + ")"
        }.joined(separator: " \(and) ")
    }

    /// `term` with every `quote` doubled, between quotes: a literal in both FTS5's and `tsquery`'s syntax. Terms hold
    /// only letters and digits, so there is nothing to double; it is done anyway so a literal stays well-formed
    /// should that ever change.
    static func quoted(_ term: String, _ quote: Character) -> String {
        let escaped = term.split(separator: quote, omittingEmptySubsequences: false).joined(
            separator: "\(quote)\(quote)")
        return "\(quote)\(escaped)\(quote)"
    }
}
