import Foundation
import ShopTerminal
import Testing

@Suite("CommandLineTokenizer")
struct CommandLineTokenizerTests {
    let tokenizer = CommandLineTokenizer()

    @Test("splits on runs of spaces and tabs and ignores leading and trailing blanks")
    func whitespace() throws {
        #expect(try tokenizer.tokenize("  cart \t add   42  ") == ["cart", "add", "42"])
        #expect(try tokenizer.tokenize("") == [])
        #expect(try tokenizer.tokenize(" \t ") == [])
    }

    @Test("double and single quotes group words")
    func quotes() throws {
        #expect(try tokenizer.tokenize(#"search "red shoe""#) == ["search", "red shoe"])
        #expect(try tokenizer.tokenize("search 'red  shoe' 2") == ["search", "red  shoe", "2"])
        #expect(try tokenizer.tokenize(#"a"b c"d"#) == ["ab cd"])
        #expect(try tokenizer.tokenize(#"x "" ''"#) == ["x", "", ""])
        #expect(try tokenizer.tokenize(#"say "it's" 'say "hi"'"#) == ["say", "it's", #"say "hi""#])
    }

    @Test("backslash escapes outside quotes and before quote or backslash inside double quotes")
    func escapes() throws {
        #expect(try tokenizer.tokenize(#"red\ shoe"#) == ["red shoe"])
        #expect(try tokenizer.tokenize(#"\"quoted\""#) == [#""quoted""#])
        #expect(try tokenizer.tokenize(#""a \"b\" \\ c""#) == [#"a "b" \ c"#])
        #expect(try tokenizer.tokenize(#""C:\path\n""#) == [#"C:\path\n"#])
        #expect(try tokenizer.tokenize(#"'no \escape'"#) == [#"no \escape"#])
        #expect(try tokenizer.tokenize(#"trailing\"#) == [#"trailing\"#])
    }

    @Test("unterminated quotes throw a typed error with a human message")
    func unterminated() {
        #expect(throws: TokenizerError.unterminatedQuote(quote: "\"", column: 8)) {
            try tokenizer.tokenize(#"search "red shoe"#)
        }
        #expect(throws: TokenizerError.unterminatedQuote(quote: "'", column: 1)) {
            try tokenizer.tokenize("'abc")
        }
        #expect(throws: TokenizerError.unterminatedQuote(quote: "\"", column: 1)) {
            try tokenizer.tokenize(#""abc\""#)
        }
        let error = TokenizerError.unterminatedQuote(quote: "\"", column: 8)
        #expect(error.message == "unterminated double quote (\") starting at column 8")
        #expect(error.localizedDescription == error.message)
    }

    @Test("control characters other than tab are rejected, even quoted or escaped")
    func controlCharacters() {
        #expect(throws: TokenizerError.controlCharacter(scalar: "\u{1B}", column: 3)) {
            try tokenizer.tokenize("ab\u{1B}[31m")
        }
        #expect(throws: TokenizerError.controlCharacter(scalar: "\0", column: 2)) {
            try tokenizer.tokenize("'\0'")
        }
        #expect(throws: TokenizerError.controlCharacter(scalar: "\n", column: 2)) {
            try tokenizer.tokenize("\\\n")
        }
        #expect(throws: TokenizerError.controlCharacter(scalar: "\u{85}", column: 1)) {
            try tokenizer.tokenize("\u{85}")
        }
        #expect(
            TokenizerError.controlCharacter(scalar: "\0", column: 2).message
                == "control character U+0000 at column 2 is not allowed")
    }

    @Test("unicode text, emoji and combining marks pass through unchanged")
    func unicode() throws {
        #expect(try tokenizer.tokenize("search café 👨‍👩‍👧 e\u{301}") == ["search", "café", "👨‍👩‍👧", "e\u{301}"])
        #expect(try tokenizer.tokenize("\"\u{301}x\"") == ["\u{301}x"])
        #expect(try tokenizer.tokenize("a\u{00A0}b") == ["a", "b"])
    }

    @Test("quote() produces text that tokenizes back to the same word")
    func quoting() throws {
        #expect(CommandLineTokenizer.quote("plain-word_1.5") == "plain-word_1.5")
        #expect(CommandLineTokenizer.quote("red shoe") == "'red shoe'")
        #expect(CommandLineTokenizer.quote("") == "''")
        #expect(CommandLineTokenizer.quote("it's") == #"'it'\''s'"#)
        for word in ["it's", "a \"b\"", "\\", "", "tab\there", "中文 😀"] {
            #expect(try tokenizer.tokenize(CommandLineTokenizer.quote(word)) == [word])
        }
    }

    @Test("very long lines are handled")
    func longLine() throws {
        let line = String(repeating: "ab ", count: 50_000)
        let words = try tokenizer.tokenize(line)
        #expect(words.count == 50_000)
        #expect(words.allSatisfy { $0 == "ab" })
    }
}
