import ShopTerminal
import Testing

@Suite("CommandSuggester")
struct CommandSuggesterTests {
    let suggester = CommandSuggester(commands: [
        "help", "register", "login", "logout", "whoami", "categories", "products", "search", "product", "cart",
        "checkout", "orders", "order", "open", "quit", "exit",
    ])

    @Test("typos within the threshold suggest the closest command")
    func typos() {
        #expect(suggester.suggestion(for: "serach") == "search")
        #expect(suggester.suggestion(for: "hlep") == "help")
        #expect(suggester.suggestion(for: "chekout") == "checkout")
        #expect(suggester.suggestion(for: "LOGN") == "login")
        #expect(suggester.suggestion(for: "regster") == "register")
    }

    @Test("prefix matches win, preferring the shortest command")
    func prefixes() {
        #expect(suggester.suggestion(for: "prod") == "product")
        #expect(suggester.suggestion(for: "who") == "whoami")
        #expect(suggester.suggestion(for: "check") == "checkout")
        #expect(suggester.suggestion(for: "ord") == "order")
    }

    @Test("exact matches return themselves and far-off words return nil")
    func exactAndNothing() {
        #expect(suggester.suggestion(for: "cart") == "cart")
        #expect(suggester.suggestion(for: "xyzzy") == nil)
        #expect(suggester.suggestion(for: "") == nil)
        #expect(suggester.suggestion(for: String(repeating: "z", count: 100_000)) == nil)
        #expect(CommandSuggester(commands: []).suggestion(for: "help") == nil)
    }

    @Test("distance counts insertions, deletions, substitutions and adjacent transpositions")
    func distances() {
        #expect(CommandSuggester.distance("", "abc") == 3)
        #expect(CommandSuggester.distance("kitten", "sitting") == 3)
        #expect(CommandSuggester.distance("ab", "ba") == 1)
        #expect(CommandSuggester.distance("café", "cafe") == 1)
        #expect(CommandSuggester.threshold(forLength: 3) == 2)
        #expect(CommandSuggester.threshold(forLength: 12) == 4)
    }
}
