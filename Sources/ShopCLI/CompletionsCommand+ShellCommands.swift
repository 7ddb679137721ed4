import ArgumentParser
import Foundation

extension CompletionsCommand {
    /// The first words of the shell commands that run as one-shot commands (`shop-cli search lapt`), each with
    /// the summary of its first command, minus the words that are subcommands already (`help`).
    static var oneShotWords: [(word: String, summary: String)] {
        let subcommands = Set(subcommandWords)
        return HelpCatalog.commandWords.filter { !subcommands.contains($0) && !["quit", "exit"].contains($0) }.map {
            word in
            let entry = HelpCatalog.entries.first { $0.name == word || $0.name.hasPrefix(word + " ") }
            return (word, entry?.summary ?? word)
        }
    }

    /// The words ArgumentParser completes after `shop-cli`: its subcommands' names, then `help`.
    static var subcommandWords: [String] {
        ShopCommand.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// ArgumentParser's script for `shell`, with the one-shot shell commands added to the words completed after
    /// `shop-cli` (ArgumentParser knows only the subcommands, so `shop-cli se<Tab>` would offer `seed` alone).
    ///
    /// - Parameter shell: The shell the script is for.
    /// - Returns: The script; ArgumentParser's unchanged if its layout is not the expected one (a test checks it).
    static func script(for shell: CompletionShell) -> String {
        let generated = ShopCommand.completionScript(for: shell)
        let words = oneShotWords
        switch shell {
        case .bash:
            let list = subcommandWords.joined(separator: " ")
            let extended = (subcommandWords + words.map(\.word)).joined(separator: " ")
            return generated.replacingOccurrences(
                of: "compgen -W '\(list)' -- \"${cur}\"", with: "compgen -W '\(extended)' -- \"${cur}\"")
        case .zsh:
            let anchor = "            'help:Show subcommand help information.'\n"
            guard let range = generated.range(of: anchor) else { return generated }
            let lines = words.map { "            '\($0.word):\(zshQuoted($0.summary))'\n" }.joined()
            return generated.replacingCharacters(in: range, with: anchor + lines)
        case .fish:
            let lines = words.map { word, summary in
                "complete -c 'shop-cli' -n '__shop-cli_should_offer_completions_for_positional \"shop-cli\" -eq 1' "
                    + "-fa '\(word)' -d '\(summary.replacingOccurrences(of: "'", with: "\\'"))'"
            }
            return generated + (generated.hasSuffix("\n") ? "" : "\n") + lines.joined(separator: "\n") + "\n"
        default:
            return generated
        }
    }

    /// `text` inside a single-quoted zsh `_describe` entry: `'` as `'\''`, `:` escaped.
    private static func zshQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
    }
}
