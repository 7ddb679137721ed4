import ProductDataIO

/// One search text as ProductData's search sees it, worked out once, outside the timed region, so the raw side of a
/// search benchmark binds exactly what the module binds and does nothing but SQL.
///
/// The analysis is the module's own, from ProductDataIO: ``SearchWords`` (the words, stems and deletion-index keys)
/// and, once the vocabulary terms stored under those keys are known (``resolved(known:)``), ``SearchMatch`` (the
/// matching rule) rendered as the FTS5 `MATCH` expression and the `tsquery` literal the stores bind.
public struct RawSearch: Sendable, CustomStringConvertible {
    /// The text as typed.
    public let text: String
    /// The words of the text.
    public let words: SearchWords
    /// The deletion-index keys the store looks up, one lookup each (``SearchWords/typoKeys``).
    public let typoKeys: [String]
    /// The matching rule, with the typo terms found so far (none until resolved).
    public private(set) var rule: SearchMatch

    /// The words and keys of `text`, with no typo terms yet; `nil` when the text holds no word (the module answers
    /// `emptySearch` without a query).
    public init?(text: String) {
        guard let words = SearchWords(text: text) else { return nil }
        self.text = text
        self.words = words
        typoKeys = words.typoKeys
        rule = SearchMatch(words, known: [])
    }

    /// This search with `known`, the vocabulary terms a database stores under ``typoKeys``, kept as the module keeps
    /// them (``SearchMatch/init(_:known:)``).
    public func resolved(known: Set<String>) -> RawSearch {
        var copy = self
        copy.rule = SearchMatch(words, known: known)
        return copy
    }

    /// The FTS5 `MATCH` expression (``SearchMatch/matchExpression``), e.g. `("lapt"*) AND ("keyboard"* OR
    /// "keyboards")`.
    public var match: String { rule.matchExpression }

    /// The `tsquery` literal (``SearchMatch/tsquery``), e.g. `('lapt':*) & ('keyboard':* | 'keyboards')`.
    public var tsquery: String { rule.tsquery }

    /// The text (what a failure message shows).
    public var description: String { text }
}
