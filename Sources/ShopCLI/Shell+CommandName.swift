import ShopOperations

extension Shell {
    /// The name of the command a line that did not parse was meant for, for `--json`'s `command` field: `cart add`
    /// for `cart add x`, `product` for `product abc`, `nil` when its first word names no command.
    ///
    /// - Parameter line: The line as typed.
    /// - Returns: The command's name, or `nil`.
    static func commandName(of line: String) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let first = words.first else { return nil }
        let family = ShellOperations.family(of: first)
        let subcommands = family.filter { $0.definition.subcommandWord != nil }
        if words.count > 1, let sub = ShellCommandParser.subcommand(of: subcommands, typed: Array(words.dropFirst())) {
            return sub.operation.definition.name
        }
        return (family.first { $0.definition.subcommandWord == nil } ?? family.first)?.definition.name
    }
}
