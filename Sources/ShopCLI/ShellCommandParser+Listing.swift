import ProductDataIO

extension ShellCommandParser {
    /// Parses `products [--category SLUG] [--page N] [--per-page N] [--sort name|price]`.
    func parseProducts(_ arguments: [String]) throws(ShellError) -> ShellCommand {
        var category: String?
        var page = 1
        var perPage = 20
        var sort = ProductSort.name
        let options = try Self.options(in: arguments, command: "products", allowsWords: false)
        for (option, value) in options.values {
            switch option {
            case "--category": category = value
            case "--page": page = try Self.page(value, command: "products")
            case "--per-page": perPage = try Self.perPage(value, command: "products")
            default:
                guard let chosen = ProductSort(rawValue: value.lowercased()) else {
                    throw .invalidArguments(
                        "--sort must be 'name' or 'price', not \(ShellText.quoted(value))",
                        usage: Self.usage("products"))
                }
                sort = chosen
            }
        }
        return .products(ProductQuery(categorySlug: category, page: page, perPage: perPage, sort: sort))
    }

    /// Parses `search <words...> [--page N] [--per-page N]`.
    func parseSearch(_ arguments: [String]) throws(ShellError) -> ShellCommand {
        var page = 1
        var perPage = 20
        let options = try Self.options(in: arguments, command: "search", allowsWords: true)
        for (option, value) in options.values {
            if option == "--page" {
                page = try Self.page(value, command: "search")
            } else {
                perPage = try Self.perPage(value, command: "search")
            }
        }
        let text = options.words.joined(separator: " ")
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw .invalidArguments("search needs at least one word", usage: Self.usage("search"))
        }
        guard text.count <= Self.maximumSearchLength else {
            throw .invalidArguments(
                "the search text is too long (at most \(Self.maximumSearchLength) characters)",
                usage: Self.usage("search"))
        }
        return .search(SearchQuery(text: text, page: page, perPage: perPage))
    }

    /// Splits `--name value` and `--name=value` options from the other words.
    ///
    /// `search` accepts only `--page` and `--per-page`, and treats every other word (even one starting with `-`) as
    /// text to search for; `products` accepts its four options and nothing else.
    private static func options(
        in arguments: [String],
        command: String,
        allowsWords: Bool
    ) throws(ShellError) -> (values: [(String, String)], words: [String]) {
        let known = allowsWords ? ["--page", "--per-page"] : ["--category", "--page", "--per-page", "--sort"]
        var values: [(String, String)] = []
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = String(parts[0]).lowercased()
            guard known.contains(option) else {
                if allowsWords {
                    words.append(argument)
                    continue
                }
                let problem = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw .invalidArguments("\(problem) \(ShellText.quoted(argument))", usage: usage(command))
            }
            if parts.count == 2 {
                values.append((option, String(parts[1])))
            } else if index < arguments.count {
                values.append((option, arguments[index]))
                index += 1
            } else {
                throw .invalidArguments("\(option) needs a value", usage: usage(command))
            }
        }
        return (values, words)
    }

    private static func page(_ text: String, command: String) throws(ShellError) -> Int {
        guard let page = Int(text), (1...maximumPage).contains(page) else {
            throw .invalidArguments(
                "--page must be a whole number from 1 to \(maximumPage), not \(ShellText.quoted(text))",
                usage: usage(command))
        }
        return page
    }

    private static func perPage(_ text: String, command: String) throws(ShellError) -> Int {
        guard let perPage = Int(text), (1...ProductQuery.maximumPerPage).contains(perPage) else {
            throw .invalidArguments(
                "--per-page must be a whole number from 1 to \(ProductQuery.maximumPerPage), "
                    + "not \(ShellText.quoted(text))",
                usage: usage(command))
        }
        return perPage
    }
}
