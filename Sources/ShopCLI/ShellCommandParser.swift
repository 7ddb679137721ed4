import ProductDataIO
import ShopTerminal

/// Turns a REPL line into a ``ShellCommand``, or a ``ShellError`` saying exactly what is wrong with it.
///
/// Command words and `cart` subcommands are case-insensitive; words are split by `CommandLineTokenizer` (so
/// `search "red shoe"` and `login 'o''brien'` work). Numbers are checked here: ids must be positive 64-bit whole
/// numbers and quantities lie in `1...CartChange.maximumQuantity` (`0...` for `cart set`), so no input can overflow
/// further down. A blank line, or one whose first non-blank character is `#`, is not a command.
public struct ShellCommandParser: Sendable {
    /// The longest search text accepted, in characters.
    public static let maximumSearchLength = 500
    /// The largest page number accepted.
    public static let maximumPage = 100_000_000

    /// Creates a parser.
    public init() {}

    /// Parses one input line.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The command, or `nil` for a blank or comment line.
    /// - Throws: ``ShellError`` with code `unknown-command` or `invalid-arguments`.
    public func parse(_ line: String) throws(ShellError) -> ShellCommand? {
        if line.drop(while: { $0.isWhitespace }).first == "#" { return nil }
        let words: [String]
        do {
            words = try CommandLineTokenizer().tokenize(line)
        } catch {
            throw error.shellError
        }
        guard !words.isEmpty else { return nil }
        return try parse(words: words)
    }

    /// Parses a line already split into words.
    ///
    /// - Parameter words: The words, at least one.
    /// - Returns: The command.
    /// - Throws: ``ShellError`` with code `unknown-command` or `invalid-arguments`.
    public func parse(words: [String]) throws(ShellError) -> ShellCommand {
        guard let first = words.first else { throw Self.unknownCommand("") }
        let arguments = Array(words.dropFirst())
        switch first.lowercased() {
        case "help": return try parseHelp(arguments)
        case "register":
            try Self.expect(arguments, 2...2, command: "register")
            return .register(username: arguments[0], password: arguments[1])
        case "login":
            try Self.expect(arguments, 1...2, command: "login")
            return .login(username: arguments[0], password: arguments.count == 2 ? arguments[1] : nil)
        case "logout":
            if arguments.count == 1, arguments[0].lowercased() == "--all" { return .logoutEverywhere }
            return try Self.bare(.logout, arguments)
        case "password": return try Self.bare(.changePassword, arguments)
        case "whoami": return try Self.bare(.whoami, arguments)
        case "categories": return try Self.bare(.categories, arguments)
        case "products": return try parseProducts(arguments)
        case "search": return try parseSearch(arguments)
        case "product":
            try Self.expect(arguments, 1...1, command: "product")
            return .product(id: try Self.identifier(arguments[0], what: "a product id", command: "product"))
        case "cart": return try parseCart(arguments)
        case "checkout": return try Self.bare(.checkout, arguments)
        case "orders": return try Self.bare(.orders, arguments)
        case "order":
            try Self.expect(arguments, 1...1, command: "order")
            return .order(id: try Self.identifier(arguments[0], what: "an order id", command: "order"))
        case "open":
            try Self.expect(arguments, 1...1, command: "open")
            return .open(url: arguments[0])
        case "quit", "exit": return try Self.bare(.quit, arguments)
        default: throw Self.unknownCommand(first)
        }
    }

    private func parseHelp(_ arguments: [String]) throws(ShellError) -> ShellCommand {
        guard !arguments.isEmpty else { return .help(topic: nil) }
        let topic = arguments.map { $0.lowercased() }.joined(separator: " ")
        guard !HelpCatalog.entries(for: topic).isEmpty else {
            let suggestion = CommandSuggester(commands: HelpCatalog.commandWords).suggestion(for: arguments[0])
            throw ShellError(
                .unknownCommand,
                "no help for \(ShellText.quoted(topic))" + (suggestion.map { " (did you mean 'help \($0)'?)" } ?? ""),
                hint: "Type 'help' to list the commands."
            )
        }
        return .help(topic: topic)
    }

    private func parseCart(_ arguments: [String]) throws(ShellError) -> ShellCommand {
        guard let subcommand = arguments.first else { return .cart }
        let rest = Array(arguments.dropFirst())
        switch subcommand.lowercased() {
        case "add":
            try Self.expect(rest, 1...2, command: "cart add")
            let id = try Self.identifier(rest[0], what: "a product id", command: "cart add")
            let quantity = rest.count == 2 ? try Self.quantity(rest[1], minimum: 1, command: "cart add") : 1
            return .cartAdd(productID: id, quantity: quantity)
        case "set":
            try Self.expect(rest, 2...2, command: "cart set")
            let id = try Self.identifier(rest[0], what: "a product id", command: "cart set")
            return .cartSet(productID: id, quantity: try Self.quantity(rest[1], minimum: 0, command: "cart set"))
        case "remove":
            try Self.expect(rest, 1...1, command: "cart remove")
            return .cartRemove(productID: try Self.identifier(rest[0], what: "a product id", command: "cart remove"))
        case "clear":
            try Self.expect(rest, 0...0, command: "cart clear")
            return .cartClear
        default:
            let suggestion = CommandSuggester(commands: HelpCatalog.cartSubcommands).suggestion(for: subcommand)
            throw ShellError(
                .unknownCommand,
                "unknown cart command \(ShellText.quoted(subcommand))"
                    + (suggestion.map { " (did you mean 'cart \($0)'?)" } ?? ""),
                hint: "Cart commands: cart, cart add, cart set, cart remove, cart clear."
            )
        }
    }
}
