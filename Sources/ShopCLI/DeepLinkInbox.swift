/// Where the deep-link openers leave the command a `shop://` link stands for, for the shell to execute.
///
/// The openers run synchronously inside `PluginLauncher.open(url:)`; the shell takes the
/// command right after, and executes it exactly like the typed command (auth barrier included).
@MainActor
public final class DeepLinkInbox {
    private var pending: ShellCommand?

    /// Creates an empty inbox.
    public init() {}

    /// Leaves `command` for the shell (a later post replaces an earlier one not yet taken).
    ///
    /// - Parameter command: The command the opened link stands for.
    public func post(_ command: ShellCommand) {
        pending = command
    }

    /// Takes the command left by the last opened link, emptying the inbox.
    ///
    /// - Returns: The command, or `nil` when no opener posted one.
    public func take() -> ShellCommand? {
        defer { pending = nil }
        return pending
    }
}
