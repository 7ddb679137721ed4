import ShopOperations
import ShopTerminal

/// Renders outcomes and errors for people: short confirmations, aligned tables and money as `$1,234.56`.
///
/// Every line is free of control characters and trailing spaces, so output stays clean in a terminal and in a
/// transcript.
public struct HumanRenderer: Sendable {
    /// How amounts in cents are shown.
    public var money: MoneyFormatter

    /// The longest usage that shares its line with the summary in the `help` list; longer ones get a line of
    /// their own, with the summary under it.
    static let helpUsageWidth = 40

    /// Creates a renderer.
    ///
    /// - Parameter money: How amounts in cents are shown (`$12.34` by default).
    public init(money: MoneyFormatter = .dollars) {
        self.money = money
    }

    /// The lines printed for `outcome` (none for `quit`).
    ///
    /// - Parameter outcome: What a command produced.
    /// - Returns: The lines, without newlines.
    public func render(_ outcome: ShellOutcome) -> [String] {
        outcome.humanLines(self)
    }

    /// The one line printed for `error`: `Cancelled.` for a cancelled login, otherwise
    /// `error: <message>. <hint>`.
    ///
    /// - Parameter error: Why a command failed.
    /// - Returns: The line, without a newline.
    public func render(_ error: ShellError) -> String {
        if error.code == .cancelled { return "Cancelled." }
        var line = "error: \(error.message)."
        if let hint = error.hint { line += " \(hint)" }
        return line
    }

    /// The `help` list, or the topic's usages with their details.
    func renderHelp(_ entries: [HelpEntry], topic: String?) -> [String] {
        guard topic == nil else {
            return entries.flatMap { entry in
                let login = entry.requiresLogin ? " Asks you to log in when you are not." : ""
                return [entry.usage, "  \(entry.summary). \(entry.details)\(login)"]
            }
        }
        let width = entries.map(\.usage.count).filter { $0 <= Self.helpUsageWidth }.max() ?? 0
        var lines = ["Commands:"]
        for entry in entries {
            let summary = entry.summary + (entry.requiresLogin ? " *" : "")
            if entry.usage.count <= width {
                let padding = String(repeating: " ", count: width - entry.usage.count + 2)
                lines.append("  " + entry.usage + padding + summary)
            } else {
                lines += Self.wrappedUsage(entry.usage)
                lines.append(String(repeating: " ", count: width + 4) + summary)
            }
        }
        return lines + ["* asks you to log in first when you are not. Type 'help <command>' for details."]
    }

    /// `usage` indented by two columns on lines of at most 80, carrying whole arguments (`[--sku SKU]`) to a line
    /// indented by six where it runs over.
    static func wrappedUsage(_ usage: String) -> [String] {
        var arguments: [String] = []
        var depth = 0
        for word in usage.split(separator: " ") {
            if depth > 0, let last = arguments.popLast() {
                arguments.append(last + " " + word)
            } else {
                arguments.append(String(word))
            }
            let opened = word.filter { $0 == "[" || $0 == "<" }.count
            let closed = word.filter { $0 == "]" || $0 == ">" }.count
            depth = max(depth + opened - closed, 0)
        }
        var lines: [String] = []
        var line = " "
        for argument in arguments {
            if line.count + 1 + argument.count > 80, line.count > 6 {
                lines.append(line)
                line = "     "
            }
            line += " " + argument
        }
        return lines + [line]
    }

    /// `count` units as `1 item` / `3 items`.
    func items(_ count: Int) -> String {
        ShellText.counted(count, "item")
    }

    /// An ISO-8601 UTC timestamp as `2026-01-31 14:05`, or the text unchanged when it is not one.
    func date(_ timestamp: String) -> String {
        let characters = Array(timestamp)
        guard characters.count >= 16, characters[10] == "T" else { return timestamp }
        return String(characters[0..<10]) + " " + String(characters[11..<16])
    }
}
