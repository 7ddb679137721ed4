import ShopOperations
import ShopTerminal

/// Turns a REPL line into a ``ShellCommand``, or a ``ShellError`` saying exactly what is wrong with it.
///
/// Command words and subcommands are case-insensitive; words are split by `CommandLineTokenizer` (so
/// `search "red shoe"` and `login 'o''brien'` work). The command is looked up in ``ShellOperations/all`` and its
/// arguments are checked against its `OperationDefinition` (counts, ids, quantities, options), so no input can
/// overflow further down. A blank line, or one whose first non-blank character is `#`, is not a command.
public struct ShellCommandParser: Sendable {
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
            throw error.operationError
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
        let word = first.lowercased()
        let family = ShellOperations.family(of: word)
        var arguments = Array(words.dropFirst())
        var chosen = family.first { $0.definition.subcommandWord == nil }
        let subcommands = family.filter { $0.definition.subcommandWord != nil }
        if !subcommands.isEmpty, let typed = arguments.first {
            if let (match, count) = Self.subcommand(of: subcommands, typed: arguments) {
                chosen = match
                arguments.removeFirst(count)
            } else if chosen?.definition.parameters.contains(where: \.isPositional) != true {
                // A word that is no subcommand is the family command's argument when it takes one (`order 12` beside
                // `order cancel 12`); otherwise it is a mistyped subcommand (`cart ad 3`, `admin product ad`).
                let shown =
                    subcommands.contains { $0.definition.subcommandWord == typed.lowercased() }
                    ? arguments.prefix(2).joined(separator: " ") : typed
                throw Self.unknownSubcommand(shown, of: word, family: family)
            }
        }
        guard let chosen else {
            if !subcommands.isEmpty { throw Self.unknownSubcommand("", of: word, family: family) }
            throw Self.unknownCommand(first)
        }
        return try Self.command(chosen, arguments)
    }

    /// The subcommand whose words (`add`, or `product add`) start `typed`, the longest such, with its word count.
    static func subcommand(of subcommands: [any ShellOperation.Type], typed: [String])
        -> (operation: any ShellOperation.Type, wordCount: Int)?
    {
        let typedWords = typed.map { $0.lowercased() }
        var best: (operation: any ShellOperation.Type, wordCount: Int)?
        for operation in subcommands {
            let words = operation.definition.subcommandWords
            if typedWords.starts(with: words), words.count > (best?.wordCount ?? 0) {
                best = (operation, words.count)
            }
        }
        return best
    }

    /// The command `operation` with `words` checked as its arguments, and what the history may keep of the line.
    private static func command<Operation: ShellOperation>(
        _ operation: Operation.Type,
        _ words: [String]
    ) throws(ShellError) -> ShellCommand {
        let definition = Operation.definition
        let arguments = try definition.arguments(from: words)
        var command = ShellCommand(operation, try Operation.input(from: arguments))
        let secrets = definition.parameters.filter { $0.kind == .secret }
        switch definition.history {
        case .line:
            break
        case .never:
            command.historyEntry = .none
        case .withoutSecrets:
            guard secrets.contains(where: { arguments.values[$0.name] != nil }) else { break }
            let kept = definition.parameters.filter { $0.isPositional && $0.kind != .secret }
                .compactMap { arguments.text($0.name) }.map(CommandLineTokenizer.quote)
            command.historyEntry = .replaced(([definition.name] + kept).joined(separator: " "))
        }
        return command
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

    /// The `unknown-command` error for a subcommand `typed` that `word`'s family does not have.
    private static func unknownSubcommand(
        _ typed: String,
        of word: String,
        family: [any ShellOperation.Type]
    ) -> ShellError {
        let subcommands = family.map { $0.definition.subcommandWords.joined(separator: " ") }.filter { !$0.isEmpty }
        let suggestion = CommandSuggester(commands: subcommands).suggestion(for: typed)
        let names = family.map { $0.definition.name }.joined(separator: ", ")
        let message =
            typed.isEmpty
            ? "\(ShellText.quoted(word)) needs a subcommand"
            : "unknown \(word) command \(ShellText.quoted(typed))"
                + (suggestion.map { " (did you mean '\(word) \($0)'?)" } ?? "")
        return ShellError(
            .unknownCommand, message,
            hint: "\(word.prefix(1).uppercased() + word.dropFirst()) commands: \(names)."
        )
    }
}
