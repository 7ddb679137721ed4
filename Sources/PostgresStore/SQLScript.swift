/// A SQL script split into its statements, for running a multi-statement migration one statement at a time.
///
/// PostgresNIO sends every query with the extended protocol, which takes one statement per query, so the migrator
/// splits a script at the semicolons that end statements. A semicolon does not end a statement inside a string
/// (`'…'`, with `''` as an escaped quote, and `E'…'` with backslash escapes), a quoted identifier (`"…"`), a
/// dollar-quoted body (`$$…$$`, `$tag$…$tag$`), a line comment (`-- …`) or a block comment (`/* … */`, nested). Pieces
/// holding only whitespace and comments are dropped.
struct SQLScript: Sendable, Equatable {
    /// The statements, in order, each without its terminating semicolon.
    let statements: [String]

    /// Splits `text` into statements.
    init(_ text: String) {
        let characters = Array(text.unicodeScalars)
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var hasCode = false
        var index = 0
        func finish() {
            if hasCode { statements.append(String(current).trimmingWhitespace()) }
            current = String.UnicodeScalarView()
            hasCode = false
        }
        func take(until end: Int) {
            current.append(contentsOf: characters[index..<min(end, characters.count)])
            index = min(end, characters.count)
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case ";":
                index += 1
                finish()
            case "-" where next == "-":
                take(until: Self.lineEnd(characters, from: index))
            case "/" where next == "*":
                take(until: Self.blockCommentEnd(characters, from: index))
            case "'", "\"":
                hasCode = true
                let escapes = character == "'" && index > 0 && "eE".unicodeScalars.contains(characters[index - 1])
                take(until: Self.quoteEnd(characters, from: index, quote: character, backslashEscapes: escapes))
            case "$":
                hasCode = true
                if let tag = Self.dollarTag(characters, from: index) {
                    take(until: Self.dollarEnd(characters, from: index + tag.count, tag: tag))
                } else {
                    take(until: index + 1)
                }
            default:
                if !character.properties.isWhitespace { hasCode = true }
                take(until: index + 1)
            }
        }
        finish()
        self.statements = statements
    }

    /// The index after the newline ending the line comment at `start` (or the end).
    private static func lineEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index + 1
    }

    /// The index after the `*/` closing the (possibly nested) block comment at `start` (or the end).
    private static func blockCommentEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < characters.count {
            if characters[index] == "/", characters[index + 1] == "*" {
                depth += 1
                index += 2
            } else if characters[index] == "*", characters[index + 1] == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return characters.count
    }

    /// The index after the quote closing the string or identifier at `start` (a doubled quote is part of it).
    private static func quoteEnd(
        _ characters: [Unicode.Scalar], from start: Int, quote: Unicode.Scalar, backslashEscapes: Bool
    ) -> Int {
        var index = start + 1
        while index < characters.count {
            if backslashEscapes, characters[index] == "\\" {
                index += 2
            } else if characters[index] == quote {
                if index + 1 < characters.count, characters[index + 1] == quote {
                    index += 2
                } else {
                    return index + 1
                }
            } else {
                index += 1
            }
        }
        return characters.count
    }

    /// The dollar-quote tag starting at `start` (`$$` or `$name$`), or `nil` when the `$` starts none (`$1`).
    private static func dollarTag(_ characters: [Unicode.Scalar], from start: Int) -> [Unicode.Scalar]? {
        var index = start + 1
        while index < characters.count, characters[index] != "$" {
            let scalar = characters[index]
            let isTagCharacter =
                scalar == "_" || scalar.properties.isAlphabetic
                || (index > start + 1 && scalar.properties.numericType != nil)
            guard isTagCharacter else { return nil }
            index += 1
        }
        guard index < characters.count else { return nil }
        return Array(characters[start...index])
    }

    /// The index after the closing `tag` of a dollar-quoted body starting at `start` (or the end).
    private static func dollarEnd(_ characters: [Unicode.Scalar], from start: Int, tag: [Unicode.Scalar]) -> Int {
        var index = start
        while index + tag.count <= characters.count {
            if Array(characters[index..<index + tag.count]) == tag { return index + tag.count }
            index += 1
        }
        return characters.count
    }
}

extension String {
    /// The string without leading and trailing whitespace (no Foundation needed).
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
