import ShopTestSupport
import Testing

@testable import ProductData

@Suite("Search words")
struct SearchWordsTests {
    @Test("words are runs of letters and digits; everything else separates them and is dropped")
    func tokenizes() throws {
        let expression = try #require(SearchWords(text: "  Lapt-op* \"NEAR(x)\" café's x² 東京 OR ^a:b "))
        #expect(expression.words == ["Lapt", "op", "NEAR", "x", "café", "s", "x²", "東京", "OR", "a", "b"])
        #expect(
            expression.matchExpression
                == "\"Lapt\"* \"op\"* \"NEAR\"* \"x\"* \"café\"* \"s\"* \"x²\"* \"東京\"* \"OR\"* \"a\"* \"b\"*")
    }

    @Test(
        "text with no letter or digit has no expression",
        arguments: ["", " ", "\"*^:-()", "🙂 👍🏽", "\u{301}"]
    )
    func empty(text: String) {
        #expect(SearchWords(text: text) == nil)
    }

    @Test("words are de-duplicated case-insensitively and capped in number and length")
    func caps() throws {
        #expect(try #require(SearchWords(text: "Desk desk DESK lamp")).words == ["Desk", "lamp"])
        let many = (0..<100).map { "w\($0)" }.joined(separator: " ")
        let capped = try #require(SearchWords(text: many))
        #expect(capped.words == (0..<SearchWords.maximumWords).map { "w\($0)" })
        let long = try #require(SearchWords(text: String(repeating: "a", count: 10_000) + " b"))
        #expect(long.words == [String(repeating: "a", count: SearchWords.maximumWordLength), "b"])
    }
}
