import ProductDataIO
import ShopTerminal

/// Every REPL command's help, in the order `help` lists them; also the source of command names for suggestions
/// and Tab completion.
public enum HelpCatalog {
    /// The help entries, one per command (`cart` subcommands have their own).
    public static let entries: [HelpEntry] = [
        HelpEntry(name: "help", usage: "help [command]", summary: "List the commands, or explain one",
                  details: "'help cart' explains every cart command; 'help cart add' just that one."),
        HelpEntry(name: "register", usage: "register <username> <password>", summary: "Create an account and log in",
                  details: "Usernames have 3 to 32 letters, digits, '_', '.' or '-'; passwords at least 8 characters."),
        HelpEntry(name: "login", usage: "login <username> [<password>]", summary: "Log in",
                  details: "Without a password you are asked for it, and it is not echoed."),
        HelpEntry(name: "logout", usage: "logout [--all]", summary: "Log out",
                  details: "Ends the session; --all ends every session of your account, on every device. "
                      + "Your cart stays saved for the next login."),
        HelpEntry(name: "password", usage: "password", summary: "Change your password",
                  details: "Asks for the current and the new password, without echo. "
                      + "Your other sessions end; this one stays."),
        HelpEntry(name: "whoami", usage: "whoami", summary: "Show who is logged in",
                  details: "Prints the username, or that nobody is logged in."),
        HelpEntry(name: "categories", usage: "categories", summary: "List the categories",
                  details: "Shows each category's slug, name and number of products."),
        HelpEntry(name: "products", usage: "products [--category SLUG] [--page N] [--per-page N] [--sort name|price]",
                  summary: "List products, a page at a time",
                  details: "Pages start at 1; --per-page is 1 to \(ProductQuery.maximumPerPage) (default 20). "
                      + "Example: products --category books --sort price"),
        HelpEntry(name: "search", usage: "search <words...> [--page N] [--per-page N]",
                  summary: "Search product names and descriptions",
                  details: "Words also match as prefixes, so 'search lapt' finds laptops. Best matches come first."),
        HelpEntry(name: "product", usage: "product <id>", summary: "Show one product",
                  details: "Shows the SKU, category, price, stock and description. Example: product 42"),
        HelpEntry(name: "cart", usage: "cart", summary: "Show your cart",
                  details: "Lists each line with its quantity, unit price and total.", requiresLogin: true),
        HelpEntry(name: "cart add", usage: "cart add <product-id> [<quantity>]", summary: "Add units to your cart",
                  details: "The quantity defaults to 1 and adds to what is already in the cart.", requiresLogin: true),
        HelpEntry(name: "cart set", usage: "cart set <product-id> <quantity>", summary: "Change a line's quantity",
                  details: "A quantity of 0 removes the line.", requiresLogin: true),
        HelpEntry(name: "cart remove", usage: "cart remove <product-id>", summary: "Remove a line from your cart",
                  details: "The product must be in the cart.", requiresLogin: true),
        HelpEntry(name: "cart clear", usage: "cart clear", summary: "Empty your cart",
                  details: "Removes every line.", requiresLogin: true),
        HelpEntry(name: "checkout", usage: "checkout", summary: "Turn your cart into an order",
                  details: "All or nothing: if any line is short of stock, nothing changes.", requiresLogin: true),
        HelpEntry(name: "orders", usage: "orders", summary: "List your orders, newest first",
                  details: "Shows each order's status, number of items, total and date.", requiresLogin: true),
        HelpEntry(name: "order", usage: "order <order-id>", summary: "Show one of your orders",
                  details: "Shows the lines at the prices you paid.", requiresLogin: true),
        HelpEntry(name: "open", usage: "open <shop:// URL>", summary: "Open a shop link",
                  details: "Links: shop://product/<id>, shop://category/<slug>, shop://search?q=<words>, "
                      + "shop://cart, shop://orders, shop://order/<id>."),
        HelpEntry(name: "quit", usage: "quit | exit", summary: "Leave the shop",
                  details: "End of input (Ctrl-D) leaves too."),
    ]

    /// The words that start a command, in help order, with the `exit` alias last.
    public static let commandWords: [String] = {
        var words: [String] = []
        for entry in entries {
            let word = String(entry.name.split(separator: " ")[0])
            if !words.contains(word) { words.append(word) }
        }
        return words + ["exit"]
    }()

    /// The subcommands of `cart`.
    public static let cartSubcommands = ["add", "set", "remove", "clear"]

    /// What Tab completes: command words, `cart` subcommands, and command words after `help`.
    public static let completionTable = CompletionTable(
        commands: commandWords,
        subcommands: ["cart": cartSubcommands, "help": commandWords]
    )

    /// The entries `help <topic>` shows: the exact command, or every command in its family (`cart` → all five).
    ///
    /// - Parameter topic: The words after `help`, already lower-cased and joined with one space.
    /// - Returns: The matching entries, empty when there is no such command.
    public static func entries(for topic: String) -> [HelpEntry] {
        let topic = topic == "exit" ? "quit" : topic
        if topic.contains(" ") {
            return entries.filter { $0.name == topic }
        }
        return entries.filter { $0.name == topic || $0.name.hasPrefix(topic + " ") }
    }
}
