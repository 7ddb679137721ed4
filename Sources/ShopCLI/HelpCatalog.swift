import ShopOperations
import ShopTerminal

/// Every REPL command's help, in the order `help` lists them, and the words Tab completes: all derived from the
/// definitions in ``ShellOperations/all``.
public enum HelpCatalog {
    /// The help entries, one per command (`cart` subcommands have their own).
    public static let entries: [HelpEntry] = ShellOperations.all.map { HelpEntry($0.definition) }

    /// The words that start a command, in help order, with the aliases (`exit`) last.
    public static let commandWords: [String] = {
        var words: [String] = []
        for operation in ShellOperations.all where !words.contains(operation.definition.commandWord) {
            words.append(operation.definition.commandWord)
        }
        return words + ShellOperations.all.flatMap { $0.definition.aliases }
    }()

    /// What Tab completes: command words, each family's subcommands (`cart add`), and command words after `help`.
    public static let completionTable: CompletionTable = {
        var subcommands: [String: [String]] = [:]
        for operation in ShellOperations.all {
            guard let subcommand = operation.definition.subcommandWord,
                subcommands[operation.definition.commandWord]?.contains(subcommand) != true
            else { continue }
            subcommands[operation.definition.commandWord, default: []].append(subcommand)
        }
        subcommands[HelpCommand.definition.name] = commandWords
        return CompletionTable(commands: commandWords, subcommands: subcommands)
    }()

    /// The entries `help <topic>` shows: the exact command, or every command in its family (`cart` → all five).
    ///
    /// - Parameter topic: The words after `help`, already lower-cased and joined with one space.
    /// - Returns: The matching entries, empty when there is no such command.
    public static func entries(for topic: String) -> [HelpEntry] {
        let aliased = ShellOperations.all.first { $0.definition.aliases.contains(topic) }
        let topic = aliased?.definition.name ?? topic
        return entries.filter { $0.name == topic || $0.name.hasPrefix(topic + " ") }
    }
}
