extension SearchMatch {
    /// The `tsquery` literal: one group per word, all required (`&`), each the stem as a quoted prefix lexeme or-ed
    /// with the typo terms as quoted exact lexemes, e.g. `('lapt':*) & ('keyboard':* | 'keyboards')`. Cast with
    /// `::tsquery`, it is taken as written: no parser or dictionary changes a lexeme.
    var tsquery: String {
        expression(quote: "'", prefixMark: ":*", or: "|", and: "&")
    }
}
