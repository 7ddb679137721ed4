import ProductDataIO
import ShopTestSupport
import Testing

@testable import ProductData

@Suite("Search words")
struct SearchWordsTests {
    @Test("words are runs of letters and digits, folded and stemmed; everything else separates them and is dropped")
    func tokenizes() throws {
        let words = try #require(SearchWords(text: "  Lapt-op* \"NEAR(x)\" Café's x² 東京 OR ^a:b Shoes "))
        #expect(words.stems == ["lapt", "op", "near", "x", "cafe", "s", "x²", "東京", "or", "a", "b", "shoe"])
        let match = SearchMatch(try #require(SearchWords(text: "lapt OR")), known: [])
        #expect(match.matchExpression == "(\"lapt\"*) AND (\"or\"*)")
        #expect(match.tsquery == "('lapt':*) & ('or':*)")
    }

    @Test(
        "text with no letter or digit has no words",
        arguments: ["", " ", "\"*^:-()", "🙂 👍🏽", "\u{301}"]
    )
    func empty(text: String) {
        #expect(SearchWords(text: text) == nil)
    }

    @Test("words with one stem count once, and words are capped in number and length")
    func caps() throws {
        #expect(try #require(SearchWords(text: "Desk desks DESK lamp")).stems == ["desk", "lamp"])
        let many = (0..<100).map { "w\($0)" }.joined(separator: " ")
        let capped = try #require(SearchWords(text: many))
        #expect(capped.stems == (0..<SearchWords.maximumWords).map { "w\($0)" })
        let long = try #require(SearchWords(text: String(repeating: "a", count: 10_000) + " b"))
        #expect(long.stems == [String(repeating: "a", count: SearchWords.maximumWordLength), "b"])
    }

    @Test(
        "the stemmer gives the forms of a word one stem",
        arguments: [
            ("shoes", "shoe"), ("shoe", "shoe"), ("laptops", "laptop"), ("batteries", "batteri"),
            ("battery", "batteri"), ("boxes", "box"), ("box", "box"), ("running", "run"), ("run", "run"),
            ("charging", "charg"), ("charge", "charg"), ("headphones", "headphon"), ("glasses", "glass"),
            ("cameras", "camera"), ("gaming", "game"), ("game", "game"), ("a12", "a12"), ("gas", "gas"),
        ])
    func stems(word: String, stem: String) {
        #expect(EnglishStemmer.stem(word) == stem)
    }

    @Test("only words of five letters or more tolerate a typo; their keys are the stem and its one-letter deletions")
    func typoKeys() throws {
        let words = try #require(SearchWords(text: "lapm keybaord x12345"))
        #expect(words.words.map(\.toleratesTypos) == [false, true, false])
        #expect(
            words.typoKeys == [
                "eybaord", "kebaord", "keyaord", "keybaod", "keybaor", "keybaord", "keybard", "keybord", "kybaord",
            ])
        #expect(SearchTypoKeys.keys(of: "keyboard").contains("keybard"))
        #expect(SearchTypoKeys.isOneEdit("keyboard", from: "keybaord"))
        #expect(SearchTypoKeys.isOneEdit("laptop", from: "laptp"))
        #expect(SearchTypoKeys.isOneEdit("laptop", from: "lapttop"))
        #expect(SearchTypoKeys.isOneEdit("laptop", from: "laqtop"))
        #expect(!SearchTypoKeys.isOneEdit("laptop", from: "lpatpo"))
        #expect(!SearchTypoKeys.isOneEdit("laptop", from: "laptop"))
        let match = SearchMatch(words, known: ["keyboard", "speaker"])
        #expect(match.words[1].typoTerms == ["keyboard"])
        #expect(match.matchExpression == "(\"lapm\"*) AND (\"keybaord\"* OR \"keyboard\") AND (\"x12345\"*)")
    }
}
