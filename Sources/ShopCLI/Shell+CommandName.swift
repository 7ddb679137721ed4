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
        if words.count > 1,
            let sub = family.first(where: { $0.definition.subcommandWord == words[1] })
        {
            return sub.definition.name
        }
        return (family.first { $0.definition.subcommandWord == nil } ?? family.first)?.definition.name
    }
}
