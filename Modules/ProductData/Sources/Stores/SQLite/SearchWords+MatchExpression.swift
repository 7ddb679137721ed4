extension SearchWords {
    /// The FTS5 query: every word as a quoted prefix term, all required, e.g. `"lapt"* "pro"*`.
    ///
    /// Quoting makes keywords such as `OR`, `NOT` or `NEAR` plain words. Words hold only letters and digits, so they
    /// never contain a `"`; doubling quotes anyway keeps each string literal well-formed should that rule ever change.
    var matchExpression: String {
        words.map { word in
            "\"" + word.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"*"
        }.joined(separator: " ")
    }
}
