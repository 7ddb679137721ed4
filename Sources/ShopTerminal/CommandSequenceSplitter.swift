import Foundation

/// Splits `-c` text into commands at each `;` that is not quoted or escaped, with the quoting rules of
/// ``CommandLineTokenizer``: `'…'` and `"…"` group text (`\"` inside double quotes), a backslash outside quotes
/// makes the next character literal.
///
/// `search "a;b"; product 3` is two commands, `search "a;b"` and `product 3`. Each command keeps its quotes (the
/// shell's parser tokenizes it); surrounding blanks are trimmed and empty commands dropped.
public struct CommandSequenceSplitter: Sendable {
    /// Creates a splitter.
    public init() {}

    /// The commands in `text`, in order.
    ///
    /// - Parameter text: The `-c` argument.
    /// - Returns: The commands, none blank.
    public func split(_ text: String) -> [String] {
        enum Quote { case none, single, double }
        var commands: [String] = []
        var current = String.UnicodeScalarView()
        var quote = Quote.none
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                escaped = false
            } else {
                switch (quote, scalar) {
                case (.none, "\\"), (.double, "\\"): escaped = true
                case (.none, "'"): quote = .single
                case (.none, "\""): quote = .double
                case (.single, "'"), (.double, "\""): quote = .none
                case (.none, ";"):
                    commands.append(String(current))
                    current = String.UnicodeScalarView()
                    continue
                default: break
                }
            }
            current.append(scalar)
        }
        commands.append(String(current))
        return commands.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
