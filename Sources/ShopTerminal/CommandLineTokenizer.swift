/// Splits a REPL line into words, shell style.
///
/// Rules:
/// - Words are separated by runs of spaces, tabs or other Unicode whitespace.
/// - `'…'` groups text literally: no escapes inside.
/// - `"…"` groups text; inside it `\"` and `\\` are escapes, any other backslash is kept literally.
/// - Outside quotes a backslash makes the next character literal (`red\ shoe` is one word); a backslash at the very
///   end of the line is kept as a literal backslash.
/// - Quoted parts join with adjacent text (`a"b c"d` is `ab cd`), and `""` is an empty word.
/// - Control characters other than tab are rejected with ``TokenizerError/controlCharacter(scalar:column:)``, even
///   inside quotes; an unclosed quote throws ``TokenizerError/unterminatedQuote(quote:column:)``.
///
/// Tokenizing works on Unicode scalars and never traps, whatever the input.
public struct CommandLineTokenizer: Sendable {
    /// Creates a tokenizer.
    public init() {}

    /// Splits `line` into words.
    ///
    /// - Parameter line: One line of input, without its newline.
    /// - Returns: The words, with quotes and escapes removed.
    /// - Throws: ``TokenizerError`` for an unclosed quote or a control character.
    public func tokenize(_ line: String) throws(TokenizerError) -> [String] {
        var state = TokenizerState()
        var column = 0
        var iterator = line.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            column += 1
            try Self.rejectControl(scalar, column: column)
            switch state.quote {
            case "'":
                if scalar == "'" { state.quote = nil } else { state.word.append(scalar) }
            case "\"":
                if scalar == "\"" {
                    state.quote = nil
                } else if scalar == "\\" {
                    try state.appendEscapeInDoubleQuotes(from: &iterator, column: &column)
                } else {
                    state.word.append(scalar)
                }
            default:
                try state.consumeUnquoted(scalar, from: &iterator, column: &column)
            }
        }
        if let quote = state.quote {
            throw .unterminatedQuote(quote: Character(quote), column: state.quoteColumn)
        }
        state.finishWord()
        return state.words
    }

    /// Returns `word` quoted so that ``tokenize(_:)`` reads it back as exactly one word.
    ///
    /// Words made only of letters, digits and `-_.,:/@+=%` are returned unchanged; anything else is wrapped in
    /// single quotes (an embedded `'` becomes `'\''`). Control characters cannot be represented and stay as they
    /// are, so a word containing them will still be rejected when tokenized.
    /// - Parameter word: Any word.
    /// - Returns: The quoted form.
    public static func quote(_ word: String) -> String {
        let safePunctuation: Set<Unicode.Scalar> = ["-", "_", ".", ",", ":", "/", "@", "+", "=", "%"]
        let isSafe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                safePunctuation.contains(scalar)
                    || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
            }
        if isSafe {
            return word
        }
        var quoted = String.UnicodeScalarView()
        quoted.append("'")
        for scalar in word.unicodeScalars {
            if scalar == "'" {
                quoted.append(contentsOf: #"'\''"#.unicodeScalars)
            } else {
                quoted.append(scalar)
            }
        }
        quoted.append("'")
        return String(quoted)
    }

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    private static func rejectControl(_ scalar: Unicode.Scalar, column: Int) throws(TokenizerError) {
        if scalar != "\t", scalar.properties.generalCategory == .control {
            throw .controlCharacter(scalar: scalar, column: column)
        }
    }

    /// The mutable state of one tokenization.
    private struct TokenizerState {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var quoteColumn = 0

        mutating func finishWord() {
            if inWord {
                words.append(String(word))
            }
            word = String.UnicodeScalarView()
            inWord = false
        }

        mutating func consumeUnquoted(
            _ scalar: Unicode.Scalar,
            from iterator: inout String.UnicodeScalarView.Iterator,
            column: inout Int
        ) throws(TokenizerError) {
            if CommandLineTokenizer.isSeparator(scalar) {
                finishWord()
                return
            }
            inWord = true
            switch scalar {
            case "'", "\"":
                quote = scalar
                quoteColumn = column
            case "\\":
                guard let next = iterator.next() else {
                    word.append(scalar)
                    return
                }
                column += 1
                try CommandLineTokenizer.rejectControl(next, column: column)
                word.append(next)
            default:
                word.append(scalar)
            }
        }

        mutating func appendEscapeInDoubleQuotes(
            from iterator: inout String.UnicodeScalarView.Iterator,
            column: inout Int
        ) throws(TokenizerError) {
            guard let next = iterator.next() else {
                word.append("\\")
                return
            }
            column += 1
            try CommandLineTokenizer.rejectControl(next, column: column)
            switch next {
            case "\"", "\\":
                word.append(next)
            default:
                word.append("\\")
                word.append(next)
            }
        }
    }
}
