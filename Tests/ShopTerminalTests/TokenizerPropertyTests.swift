import ShopSeeding
import ShopTerminal
import Testing

@Suite("CommandLineTokenizer properties")
struct TokenizerPropertyTests {
    let tokenizer = CommandLineTokenizer()

    /// Fragments random lines are built from: plain text, separators, quotes, escapes, controls and tricky unicode.
    static let fragments: [String] = [
        "a", "b", "z", "0", "9", "cart", " ", "  ", "\t", "'", "\"", "\\", "\0", "\n", "\r", "\u{1B}", "\u{7F}",
        "\u{85}", "é", "e\u{301}", "\u{301}", "👍🏽", "👨‍👩‍👧", "中", "\u{200B}", "\u{2028}", "\u{00A0}", "🇫🇷", "$",
    ]

    static func isRejectedControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar.properties.generalCategory == .control
    }

    @Test("5,000 random lines never crash; controls always throw; results survive quote() round trips")
    func randomLines() {
        var random = SeededRandom(seed: 0x5EED_C0FF_EE)
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...40, using: &random)
            var line = ""
            for _ in 0..<length {
                line += Self.fragments.randomElement(using: &random)!
            }
            let hasControl = line.unicodeScalars.contains(where: Self.isRejectedControl)
            let result = Result { () throws(TokenizerError) in try tokenizer.tokenize(line) }
            switch result {
            case .success(let words):
                #expect(!hasControl, "accepted \(line.debugDescription)")
                let requoted = words.map(CommandLineTokenizer.quote).joined(separator: " ")
                #expect((try? tokenizer.tokenize(requoted)) == words, "round trip of \(line.debugDescription)")
            case .failure(let error):
                switch error {
                case .controlCharacter(let scalar, let column):
                    #expect(hasControl)
                    #expect(Self.isRejectedControl(scalar))
                    #expect(column >= 1 && column <= line.unicodeScalars.count)
                case .unterminatedQuote(let quote, let column):
                    #expect(!hasControl)
                    #expect(quote == "'" || quote == "\"")
                    #expect(column >= 1 && column <= line.unicodeScalars.count)
                }
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test("joined lists of simple words tokenize back to the same list")
    func simpleWordsRoundTrip() throws {
        var random = SeededRandom(seed: 42)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_.")
        let separators = [" ", "  ", "\t", " \t "]
        for _ in 0..<2_000 {
            let words = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                String(
                    (0..<Int.random(in: 1...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            }
            var line = Bool.random(using: &random) ? " " : ""
            for (index, word) in words.enumerated() {
                if index > 0 { line += separators.randomElement(using: &random)! }
                line += word
            }
            #expect(try tokenizer.tokenize(line) == words)
        }
    }
}
