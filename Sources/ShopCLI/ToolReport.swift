import ArgumentParser
import ShopJSON
import ShopOperations
import ShopTerminal

/// How a database tool (`seed`, `migrate`, `check`, `backup`, `restore`) prints its result: human lines on standard
/// output and `error: …` on standard error, or under `--json` one line on standard output,
/// `{"ok":true,"result":{…},"command":"seed"}` or `{"ok":false,"error":{"code":…,"message":…},"command":"seed"}`.
struct ToolReport {
    /// The subcommand's name, for the `command` field.
    let command: String
    /// Whether `--json` was given.
    let json: Bool
    /// The colours of `error:` on standard error.
    let palette: ShellPalette

    /// Creates the report of `command` under `options` (`--json`, `--no-color`), and bootstraps logging.
    init(command: String, options: GlobalOptions) {
        ShopLogging.bootstrap(options)
        self.command = command
        json = options.json
        palette = ShellPalette(detector: TerminalDetector(), disabled: options.noColor)
    }

    /// Prints a success: `lines` for people, or `result` as the JSON line.
    func succeed(_ result: JSONValue, human lines: [String]) {
        if json {
            print(Self.line(["ok": true, "result": result, "command": .string(command)]))
        } else {
            for line in lines { print(line) }
        }
    }

    /// Prints a failure and returns the exit code to throw (1).
    ///
    /// - Parameters:
    ///   - code: The `error.code` under `--json` (`database-error`, `database-not-empty`, `invalid-arguments`).
    ///   - message: The human sentence.
    func fail(_ code: String, _ message: String, status: Int32 = ShellExitStatus.failure) -> ExitCode {
        guard json else {
            _ = ToolFailure.report(message, palette: palette)
            return ExitCode(status)
        }
        print(Self.errorLine(code: code, message: message, command: command))
        return ExitCode(status)
    }

    /// The `--json` line of a failure.
    static func errorLine(code: String, message: String, command: String) -> String {
        line([
            "ok": false, "error": ["code": .string(code), "message": .string(ShellText.singleLine(message))],
            "command": .string(command),
        ])
    }

    /// `value` serialised on one line, without the newline.
    static func line(_ value: JSONValue) -> String {
        value.serialized()
    }
}
