import ShopApp
import ShopJSON
import ShopTerminal

extension ShellPrinter {
    /// The `command` a start-up failure's `--json` line names.
    static let startCommand = "start"

    /// Reports that the shop could not start: one `error:` line on standard error, or under `--json` one line
    /// `{"ok":false,"error":{"code":"database-error",…},"command":"start"}` on standard output.
    ///
    /// - Parameter error: Why it could not start.
    func startFailed(_ error: ShopAppError) {
        switch mode {
        case .human:
            diagnostic("error: \(error.description)")
        case .json:
            let code = if case .database = error { "database-error" } else { "internal-error" }
            output(ToolReport.errorLine(code: code, message: error.description, command: Self.startCommand))
        }
    }

    /// Reports settings that cannot be used: `error: …` on standard error, or an `invalid-settings` JSON line.
    func settingsFailed(_ error: ShopSettingsError) {
        switch mode {
        case .human:
            diagnostic("error: \(error.description)")
        case .json:
            output(
                ToolReport.errorLine(code: "invalid-settings", message: error.description, command: Self.startCommand))
        }
    }
}
