import ProductDataIO
import ShopCLI
import ShopOperations
import ShopTerminal
import Testing

@Suite("Operation definitions")
struct OperationDefinitionTests {
    @Test("usage lines derive from the parameters and match the REPL's help")
    func usages() {
        #expect(
            HelpCatalog.entries.map(\.usage) == [
                "help [command]", "register <username> [<password>]", "login <username> [<password>]", "logout [--all]",
                "password", "whoami", "categories",
                "products [--category SLUG] [--page N] [--per-page N] [--sort name|price]",
                "search <words...> [--page N] [--per-page N]", "product <id>", "cart",
                "cart add <product-id> [<quantity>]", "cart set <product-id> <quantity>", "cart remove <product-id>",
                "cart clear", "checkout", "orders [--page N] [--per-page N]", "order <order-id>",
                "order cancel <order-id>",
                "admin product add <name> <category> <price-cents> <stock> [--sku SKU] [--description TEXT]",
                "admin product edit <id> [--name NAME] [--description TEXT] [--category SLUG] [--price-cents CENTS]",
                "admin product stock <id> <delta> <reason...>", "admin product archive <id>",
                "admin orders [--status placed|shipped|delivered|cancelled] [--user NAME] [--page N] [--per-page N]",
                "admin order ship <order-id>", "admin order deliver <order-id>", "admin order cancel <order-id>",
                "open <shop:// URL>", "trace", "trace on", "trace off", "quit | exit",
            ])
    }

    @Test("the login requirement is stated once, in each definition")
    func signIn() {
        let gated = ShellOperations.all.filter { $0.definition.requiresSignIn }.map { $0.definition.name }
        #expect(
            gated == [
                "cart", "cart add", "cart set", "cart remove", "cart clear", "checkout", "orders", "order",
                "order cancel", "admin product add", "admin product edit", "admin product stock",
                "admin product archive", "admin orders", "admin order ship", "admin order deliver",
                "admin order cancel",
            ])
        #expect(HelpCatalog.entries.filter(\.requiresLogin).map(\.name) == gated)
        let staff = ShellOperations.all.filter { $0.definition.requiresStaff }.map { $0.definition.name }
        #expect(staff == gated.filter { $0.hasPrefix("admin ") }, "every admin command, and only they, need staff")
    }

    @Test("command words, subcommands and Tab completion derive from the list")
    func completion() {
        let words = [
            "help", "register", "login", "logout", "password", "whoami", "categories", "products", "search",
            "product", "cart", "checkout", "orders", "order", "admin", "open", "trace", "quit", "exit",
        ]
        #expect(HelpCatalog.commandWords == words)
        #expect(
            HelpCatalog.completionTable
                == CompletionTable(
                    commands: words,
                    subcommands: [
                        "cart": ["add", "set", "remove", "clear"], "order": ["cancel"],
                        "admin": ["product", "orders", "order"], "trace": ["on", "off"], "help": words,
                    ]))
    }

    @Test("every command has a unique name, and every family a bare command but the staff's `admin` namespace")
    func uniqueNames() {
        let names = ShellOperations.all.map { $0.definition.name }
        #expect(Set(names).count == names.count)
        for word in Set(ShellOperations.all.map { $0.definition.commandWord }) {
            let family = ShellOperations.family(of: word)
            let hasBareCommand = family.contains { $0.definition.subcommandWord == nil }
            let isStaffNamespace = family.allSatisfy { $0.definition.requiresStaff }
            #expect(hasBareCommand || isStaffNamespace, "\(word)")
        }
    }

    @Test("named values (an HTTP front's query) are checked like typed words")
    func namedValues() throws {
        let products = ProductsOperation.definition
        let query = try ProductsOperation.input(from: products.arguments(values: ["--page": "2", "--sort": "PRICE"]))
        #expect(query.page == 2 && query.sort == .price && query.perPage == 20)
        #expect(
            throws: OperationError.invalidArguments(
                "--page must be a whole number from 1 to 100000000, not '0'", usage: products.usage)
        ) {
            try products.arguments(values: ["--page": "0"])
        }
        #expect(throws: OperationError.invalidArguments("unknown parameter '--color'", usage: products.usage)) {
            try products.arguments(values: ["--color": "red"])
        }
        let order = OrderOperation.definition
        #expect(throws: OperationError.invalidArguments("missing arguments for 'order'", usage: order.usage)) {
            try order.arguments(values: [:])
        }
        #expect(try OrderOperation.input(from: order.arguments(values: ["order-id": "7"])) == 7)
    }

    @Test("a choice lists its alternatives, a search is bounded")
    func kinds() throws {
        let sort = OperationParameter.option("--sort", "name|price", .choice(["name", "price"]))
        let words = OperationParameter.words("words", .searchText(maximumLength: 3))
        #expect(
            throws: OperationError.invalidArguments(
                "--sort must be 'name' or 'price', not 'size'",
                usage: "x [--sort name|price]")
        ) {
            try OperationDefinition("x", parameters: [sort], summary: "", details: "").arguments(values: [
                "--sort": "size"
            ])
        }
        let search = OperationDefinition("find", parameters: [words], summary: "", details: "")
        #expect(
            throws: OperationError.invalidArguments(
                "the search text is too long (at most 3 characters)",
                usage: "find <words...>")
        ) {
            try search.arguments(from: ["abcd"])
        }
        #expect(try search.arguments(from: ["a", "b"]).text("words") == "a b")
    }

    @Test("flags, and positional words next to options (for commands like 'logout --all')")
    func flags() throws {
        let logout = OperationDefinition("logout", parameters: [.flag("--all")], summary: "", details: "")
        #expect(logout.usage == "logout [--all]")
        #expect(try logout.arguments(from: ["--ALL"]).flag("--all"))
        #expect(try !logout.arguments(from: []).flag("--all"))
        #expect(try logout.arguments(values: ["--all": "true"]).flag("--all"))
        #expect(throws: OperationError.invalidArguments("--all takes no value", usage: "logout [--all]")) {
            try logout.arguments(from: ["--all=yes"])
        }
        #expect(throws: OperationError.invalidArguments("'logout' takes no arguments", usage: "logout [--all]")) {
            try logout.arguments(from: ["now"])
        }
        let grant = OperationDefinition(
            "grant", parameters: [.required("user"), .flag("--admin")], summary: "", details: "")
        let arguments = try grant.arguments(from: ["--admin", "bob"])
        #expect(arguments.text("user") == "bob" && arguments.flag("--admin"))
        #expect(throws: OperationError.invalidArguments("missing arguments for 'grant'", usage: grant.usage)) {
            try grant.arguments(from: ["--admin"])
        }
    }
}
