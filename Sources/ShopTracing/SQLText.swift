/// How a statement's text is shown in a span.
enum SQLText {
    /// `sql` on one line: every run of whitespace becomes one space, and the ends are trimmed.
    static func collapsed(_ sql: String) -> String {
        sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The statement's first keyword in uppercase (`SELECT`, `INSERT`, `BEGIN`, `WITH`), `SQL` when it has none.
    static func operation(of statement: String) -> String {
        guard let word = statement.split(separator: " ", maxSplits: 1).first, word.allSatisfy(\.isLetter) else {
            return "SQL"
        }
        return word.uppercased()
    }
}
