import Foundation

extension Finished {
    /// The one start-up failure this run reported, as `error: <message>`: the `error:` line on standard error (human
    /// mode, nothing on standard output), or under `--json` the single `{"ok":false,…,"command":"start"}` line on
    /// standard output (nothing on standard error); `nil` when the run reported anything else.
    var startFailure: String? {
        if lines.isEmpty, errorLines.count == 1, let line = errorLines.first, line.hasPrefix("error: ") {
            return line
        }
        guard lines.count == 1, errorLines.isEmpty,
            let object = (try? JSONSerialization.jsonObject(with: Data(lines[0].utf8))) as? [String: Any],
            object["ok"] as? Bool == false, object["command"] as? String == "start",
            let error = object["error"] as? [String: Any], error["code"] as? String == "database-error",
            let message = error["message"] as? String
        else { return nil }
        return "error: " + message
    }
}
