import CartDataIO
import ShopTerminal

extension ShellCommandParser {
    /// The usage line of `command` from the ``HelpCatalog``.
    static func usage(_ command: String) -> String {
        HelpCatalog.entries.first { $0.name == command }?.usage ?? command
    }

    /// The `unknown-command` error for `word`, suggesting the closest command.
    static func unknownCommand(_ word: String) -> ShellError {
        let suggestion = CommandSuggester(commands: HelpCatalog.commandWords).suggestion(for: word)
        return ShellError(
            .unknownCommand,
            "unknown command \(ShellText.quoted(word))" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
            hint: "Type 'help' to list the commands."
        )
    }

    /// Checks that `command` got an allowed number of arguments.
    static func expect(_ arguments: [String], _ counts: ClosedRange<Int>, command: String) throws(ShellError) {
        if arguments.count < counts.lowerBound {
            throw .invalidArguments("missing arguments for '\(command)'", usage: usage(command))
        }
        if arguments.count > counts.upperBound {
            let message = counts.upperBound == 0
                ? "'\(command)' takes no arguments" : "too many arguments for '\(command)'"
            throw .invalidArguments(message, usage: usage(command))
        }
    }

    /// `command` after checking it got no arguments.
    static func bare(_ command: ShellCommand, _ arguments: [String]) throws(ShellError) -> ShellCommand {
        try expect(arguments, 0...0, command: command.name)
        return command
    }

    /// A positive 64-bit id, or `invalid-arguments`.
    static func identifier(_ text: String, what: String, command: String) throws(ShellError) -> Int64 {
        guard let value = Int64(text), value > 0 else {
            throw .invalidArguments(
                "\(ShellText.quoted(text)) is not \(what) (ids are whole numbers from 1 to \(Int64.max))",
                usage: usage(command))
        }
        return value
    }

    /// A quantity in `minimum...CartChange.maximumQuantity`, or `invalid-arguments`.
    static func quantity(_ text: String, minimum: Int, command: String) throws(ShellError) -> Int {
        guard let value = Int(text), (minimum...CartChange.maximumQuantity).contains(value) else {
            throw .invalidArguments(
                "the quantity must be a whole number from \(minimum) to \(CartChange.maximumQuantity), "
                    + "not \(ShellText.quoted(text))",
                usage: usage(command))
        }
        return value
    }
}
