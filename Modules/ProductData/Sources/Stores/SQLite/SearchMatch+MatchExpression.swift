extension SearchMatch {
    /// The FTS5 query: one group per word, all required, each the stem as a quoted prefix term or-ed with the typo
    /// terms as quoted exact terms, e.g. `("lapt"*) AND ("keyboard"* OR "keyboards")`.
    ///
    /// Quoting makes keywords such as `OR`, `NOT` or `NEAR` plain terms.
    var matchExpression: String {
        expression(quote: "\"", prefixMark: "*", or: "OR", and: "AND")
    }
}
