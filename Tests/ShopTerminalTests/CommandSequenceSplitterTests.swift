import ShopTerminal
import Testing

@Suite("CommandSequenceSplitter")
struct CommandSequenceSplitterTests {
    let splitter = CommandSequenceSplitter()

    @Test("splits at semicolons, trims blanks and drops empty commands, in order")
    func semicolons() {
        #expect(splitter.split("whoami; categories ;product 3") == ["whoami", "categories", "product 3"])
        #expect(splitter.split(" ; ;whoami;; ") == ["whoami"])
        #expect(splitter.split("") == [])
    }

    @Test("a semicolon inside quotes or after a backslash stays in its command, quotes kept")
    func quoted() {
        #expect(splitter.split(#"search "a;b"; search 'c;d'"#) == [#"search "a;b""#, "search 'c;d'"])
        #expect(splitter.split(#"search a\;b; whoami"#) == [#"search a\;b"#, "whoami"])
        #expect(splitter.split(#"search "say \"x;y\""; whoami"#) == [#"search "say \"x;y\"""#, "whoami"])
        #expect(splitter.split(#"search 'it''s;fine'"#) == [#"search 'it''s;fine'"#])
    }
}

@Suite("CompletionTable values")
struct CompletionTableValueTests {
    var table: CompletionTable {
        var table = CompletionTable(commands: ["products", "product", "cart"], subcommands: ["cart": ["add", "set"]])
        table.optionValues = ["products": ["--category": ["books", "toys"], "--sort": ["name", "price"]]]
        table.valuedOptions = ["products": ["--category", "--sort", "--page"]]
        table.argumentValues = ["product": [0: ["12", "7"]], "cart add": [0: ["12", "7"]]]
        return table
    }

    @Test("an option's values follow the option")
    func optionValues() {
        #expect(table.candidates(forLine: "products --category ") == ["books", "toys"])
        #expect(table.candidates(forLine: "products --page 2 --category t") == ["toys"])
        #expect(table.candidates(forLine: "products --sort ") == ["name", "price"])
        #expect(table.candidates(forLine: "products --page ") == [])
    }

    @Test("positional values go where the argument goes, after a subcommand too, and nowhere else")
    func positionalValues() {
        #expect(table.candidates(forLine: "product ") == ["12", "7"])
        #expect(table.candidates(forLine: "product 1") == ["12"])
        #expect(table.candidates(forLine: "cart add ") == ["12", "7"])
        #expect(table.candidates(forLine: "cart add 12 ") == [])
        #expect(table.candidates(forLine: "cart ") == ["add", "set"])
        #expect(table.candidates(forLine: "cart set ") == [])
        #expect(table.candidates(forLine: "product --x") == [])
    }
}
