import ShopTerminal

/// The few colours the shell uses, where they help: `error:` in red, the prompt in bold with the signed-in user in
/// green. Each stream is coloured only when it is a terminal that understands escape codes, `NO_COLOR` is unset and
/// `--no-color` was not given; otherwise every method returns its text unchanged.
public struct ShellPalette: Sendable, Equatable {
    /// Whether standard output (results, the prompt) may be coloured.
    public let colorsOutput: Bool
    /// Whether standard error (errors) may be coloured.
    public let colorsErrors: Bool

    /// A palette that colours nothing.
    public static let plain = ShellPalette(colorsOutput: false, colorsErrors: false)

    /// Creates a palette.
    public init(colorsOutput: Bool, colorsErrors: Bool) {
        self.colorsOutput = colorsOutput
        self.colorsErrors = colorsErrors
    }

    /// The palette for this process: `detector` says what each stream is; `disabled` is `--no-color`.
    public init(detector: TerminalDetector, disabled: Bool) {
        colorsOutput = !disabled && detector.supportsANSIStyling
        colorsErrors = !disabled && detector.supportsANSIStylingOnStandardError
    }

    /// `line` with its leading `error:` in bold red, for standard error.
    public func error(_ line: String) -> String {
        guard colorsErrors, line.hasPrefix("error:") else { return line }
        return "\u{1B}[1;31merror:\u{1B}[0m" + line.dropFirst("error:".count)
    }

    /// The prompt for libedit: `shop` in bold and the signed-in user in green; the escape codes are wrapped in
    /// libedit's ignore markers (`\u{1}` … `\u{2}`) so it measures the prompt's width correctly.
    public func prompt(username: String?) -> String {
        guard colorsOutput else { return username.map { "shop(\($0))> " } ?? "shop> " }
        func style(_ code: String, _ text: String) -> String {
            "\u{1}\u{1B}[\(code)m\u{2}\(text)\u{1}\u{1B}[0m\u{2}"
        }
        return style("1", "shop") + (username.map { "(" + style("32", $0) + ")" } ?? "") + "> "
    }
}
