/// How a statement's text is shown in a span.
enum SQLText {
    /// `sql` on one line: every run of ASCII whitespace (space, tab, line feed, carriage return, vertical tab, form
    /// feed: the whitespace SQL itself knows) becomes one space, and the ends are trimmed.
    ///
    /// It runs for every traced statement, so it works on UTF-8 bytes: splitting on `Character.isWhitespace` cost
    /// 6% of a traced server's CPU time under load.
    static func collapsed(_ sql: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sql.utf8.count)
        var pendingSpace = false
        for byte in sql.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace {
                    bytes.append(0x20)
                    pendingSpace = false
                }
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The statement's first keyword in uppercase (`SELECT`, `INSERT`, `BEGIN`, `WITH`), `SQL` when it has none.
    static func operation(of statement: String) -> String {
        guard let word = statement.split(separator: " ", maxSplits: 1).first, word.allSatisfy(\.isLetter) else {
            return "SQL"
        }
        return word.uppercased()
    }
}
