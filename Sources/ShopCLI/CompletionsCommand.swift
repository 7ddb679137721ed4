import ArgumentParser

/// `shop-cli completions bash|zsh|fish`: prints the completion script for a shell.
public struct CompletionsCommand: ParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print the Tab-completion script for bash, zsh or fish.",
        discussion: """
            bash:  shop-cli completions bash > ~/.local/share/bash-completion/completions/shop-cli
            zsh:   shop-cli completions zsh > ~/.zfunc/_shop-cli   (with fpath=(~/.zfunc $fpath) before compinit)
            fish:  shop-cli completions fish > ~/.config/fish/completions/shop-cli.fish
            """
    )

    /// The shells a script can be printed for.
    public enum Shell: String, CaseIterable, ExpressibleByArgument, Sendable {
        /// GNU bash.
        case bash
        /// The Z shell.
        case zsh
        /// The friendly interactive shell.
        case fish
    }

    /// The shell the script is for.
    @Argument(help: "The shell: bash, zsh or fish.")
    public var shell: Shell

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Prints the script ArgumentParser generates for `shop-cli`, with the one-shot shell commands added to the
    /// first word's completions.
    public func run() throws {
        guard let target = CompletionShell(rawValue: shell.rawValue) else {
            throw ValidationError("no completion script for \(shell.rawValue)")
        }
        print(Self.script(for: target))
    }
}
