/// Where the shell's commands come from.
public enum ShellInput: Sendable, Equatable {
    /// Standard input: a terminal (prompt, line editing, Ctrl-C) or a pipe (one command per line).
    case standardInput
    /// `-c "…; …"`: the commands of one string, separated by semicolons outside quotes.
    case script(String)
    /// One command given as arguments, already split into words by the calling shell: `shop-cli search lapt`.
    case command([String])
}
