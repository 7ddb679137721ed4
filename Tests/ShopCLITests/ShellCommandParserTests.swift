import Foundation
import ProductDataIO
import ShopCLI
import ShopOperations
import Testing

@Suite("ShellCommandParser")
struct ShellCommandParserTests {
    let parser = ShellCommandParser()

    private func parse(_ line: String) throws -> ShellCommand? {
        try parser.parse(line)
    }

    private func failure(_ line: String) -> ShellError? {
        do {
            _ = try parser.parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "every command parses with its arguments",
        arguments: [
            ("help", ShellCommand.help(topic: nil)),
            ("help cart", .help(topic: "cart")),
            ("HELP Cart ADD", .help(topic: "cart add")),
            ("help exit", .help(topic: "exit")),
            ("register alice password1", .register(username: "alice", password: "password1")),
            ("register 'o brien' \"pass word\"", .register(username: "o brien", password: "pass word")),
            ("login alice", .login(username: "alice", password: nil)),
            ("login alice secret99", .login(username: "alice", password: "secret99")),
            ("logout", .logout),
            ("whoami", .whoami),
            ("categories", .categories),
            ("products", .products(ProductQuery())),
            (
                "products --category books --page 2 --per-page 5 --sort price",
                .products(ProductQuery(categorySlug: "books", page: 2, perPage: 5, sort: .price))
            ),
            ("products --sort=PRICE --page=3", .products(ProductQuery(page: 3, sort: .price))),
            ("search red shoe", .search(SearchQuery(text: "red shoe"))),
            ("search lamp --page 2 --per-page 10", .search(SearchQuery(text: "lamp", page: 2, perPage: 10))),
            ("search -- '; DROP TABLE product; --'", .search(SearchQuery(text: "-- ; DROP TABLE product; --"))),
            ("product 42", .product(id: 42)),
            ("product +7", .product(id: 7)),
            ("cart", .cart),
            ("cart add 42", .cartAdd(productID: 42, quantity: 1)),
            ("CART ADD 42 3", .cartAdd(productID: 42, quantity: 3)),
            ("cart set 42 0", .cartSet(productID: 42, quantity: 0)),
            ("cart set 42 1000000", .cartSet(productID: 42, quantity: 1_000_000)),
            ("cart remove 42", .cartRemove(productID: 42)),
            ("cart clear", .cartClear),
            ("checkout", .checkout),
            ("orders", .orders),
            ("order 9223372036854775807", .order(id: Int64.max)),
            ("open shop://product/42", .open(url: "shop://product/42")),
            ("quit", .quit),
            ("exit", .quit),
        ])
    func parsesCommands(line: String, expected: ShellCommand) throws {
        #expect(try parse(line) == expected)
    }

    @Test("blank and comment lines are not commands", arguments: ["", "   ", "\t", "# a comment", "  # it's fine"])
    func skipsBlankLines(line: String) throws {
        #expect(try parse(line) == nil)
    }

    @Test("unknown commands suggest the closest one")
    func unknownCommands() {
        #expect(
            failure("serch lamp")
                == ShellError(
                    .unknownCommand, "unknown command 'serch' (did you mean 'search'?)",
                    hint: "Type 'help' to list the commands."))
        #expect(failure("xyzzy")?.message == "unknown command 'xyzzy'")
        #expect(failure("ca")?.message == "unknown command 'ca' (did you mean 'cart'?)")
        #expect(failure("\"\"")?.code == .unknownCommand)
        #expect(failure("cart ad 1")?.message == "unknown cart command 'ad' (did you mean 'cart add'?)")
        #expect(failure("help nothing")?.code == .unknownCommand)
    }

    @Test(
        "bad numbers are invalid arguments",
        arguments: [
            "product 99999999999999999999", "product -1", "product 0", "product abc", "product 1.5", "product ''",
            "order -3", "cart add 1 0", "cart add 1 -2", "cart add 1 1000001", "cart add x", "cart set 1 -1",
            "cart set 1 99999999999999999999999", "products --page 0", "products --page 100000001",
            "products --per-page 101",
            "products --per-page x", "search lamp --page -1",
        ])
    func badNumbers(line: String) {
        #expect(failure(line)?.code == .invalidArguments)
    }

    @Test(
        "argument counts and options are checked",
        arguments: [
            "register", "register a b c", "login", "login a b c", "logout now", "whoami me", "categories all",
            "product", "product 1 2", "cart add", "cart add 1 2 3", "cart set 1", "cart remove", "cart clear all",
            "checkout now", "orders 1", "order", "open", "open a b", "quit now", "products books",
            "products --color red",
            "products --sort size", "products --page", "search", "search --page 2", "search \"   \"",
        ])
    func wrongArguments(line: String) {
        #expect(failure(line)?.code == .invalidArguments)
    }

    @Test("an invalid argument error names the usage")
    func usageHint() {
        #expect(
            failure("cart add")
                == .invalidArguments(
                    "missing arguments for 'cart add'", usage: "cart add <product-id> [<quantity>]"))
        #expect(failure("logout now")?.message == "'logout' takes no arguments")
        #expect(
            failure("product abc")?.message
                == "'abc' is not a product id (ids are whole numbers from 1 to 9223372036854775807)")
    }

    @Test("tokenizer errors are invalid arguments")
    func tokenizerErrors() {
        #expect(
            failure("search \"unterminated")?.message
                == "unterminated double quote (\") starting at column 8")
        #expect(failure("search a\u{1B}[2Jb")?.code == .invalidArguments)
        #expect(failure("product 1\u{7}")?.code == .invalidArguments)
    }

    @Test("long input is bounded")
    func longInput() {
        let long = String(repeating: "a", count: 100_000)
        #expect(failure("search \(long)")?.message == "the search text is too long (at most 500 characters)")
        let unknown = failure(long)
        #expect(unknown?.code == .unknownCommand)
        #expect((unknown?.message.count ?? .max) < 120)
    }

    @Test("gated commands and names")
    func gating() throws {
        let gated = [
            "cart", "cart add 1", "cart set 1 2", "cart remove 1", "cart clear", "checkout", "orders",
            "order 1",
        ]
        for line in gated {
            #expect(try parse(line)?.requiresSignIn == true, "\(line)")
        }
        for line in ["help", "login a", "register a b", "products", "search a", "product 1", "open x", "whoami"] {
            #expect(try parse(line)?.requiresSignIn == false, "\(line)")
        }
        #expect(try parse("cart add 1")?.name == "cart add")
    }

    @Test("passwords never reach the history")
    func history() throws {
        #expect(try parse("login alice secret")?.historyEntry(for: "login alice secret") == "login alice")
        #expect(try parse("login alice")?.historyEntry(for: "login alice") == "login alice")
        #expect(try parse("register alice secret")?.historyEntry(for: "register alice secret") == nil)
        #expect(try parse("cart")?.historyEntry(for: "cart") == "cart")
    }
}
