import Foundation
import ShopTestSupport

/// One `--json` output line, checked against the contract: a single-line JSON object that starts
/// `{"ok":true,"result":` or `{"ok":false,"error":{"code":"…","message":"…"}}`.
// Safety: every property is a `let`, and `result` holds only what JSONSerialization returned (dictionaries, arrays,
// strings, numbers, NSNull), which nothing mutates after parsing.
struct JSONLine: @unchecked Sendable {
    /// The codes issue 6 lists (plus `not-signed-in`, which the shell may report, and `rate-limited`, issue 18).
    static let knownCodes: Set<String> = [
        "unknown-command", "invalid-arguments", "not-found", "insufficient-stock", "empty-cart",
        "invalid-credentials", "username-taken", "cancelled", "database-error", "not-signed-in", "rate-limited",
    ]

    let text: String
    let ok: Bool
    let result: Any?
    let code: String?
    let message: String?

    /// Parses `text`, or describes why it breaks the contract.
    static func parse(_ text: String) -> Result<JSONLine, ContractViolation> {
        func violation(_ reason: String) -> Result<JSONLine, ContractViolation> {
            .failure(ContractViolation(line: String(text.prefix(300)), reason: reason))
        }
        guard !text.contains("\n"), !text.contains("\r") else { return violation("spans several lines") }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return violation("is not a JSON object")
        }
        guard object["command"] is String || object["command"] is NSNull, object.count == 3 else {
            return violation("no command field, or extra fields")
        }
        if text.hasPrefix(#"{"ok":true,"result":"#) {
            guard object["result"] != nil else { return violation("bad success shape") }
            return .success(JSONLine(text: text, ok: true, result: object["result"], code: nil, message: nil))
        }
        guard text.hasPrefix(#"{"ok":false,"error":{"code":""#),
            let error = object["error"] as? [String: Any], error.count == 2,
            let code = error["code"] as? String, let message = error["message"] as? String
        else { return violation("neither a success nor a failure line") }
        guard knownCodes.contains(code) else { return violation("unexpected error code '\(code)'") }
        guard !message.isEmpty, !message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return violation("empty message or control characters in it") }
        return .success(JSONLine(text: text, ok: false, result: nil, code: code, message: message))
    }

    /// The result as an object.
    var payload: [String: Any] { result as? [String: Any] ?? [:] }
    /// The `items` array of the result.
    var items: [[String: Any]] { payload["items"] as? [[String: Any]] ?? [] }
    /// Whether the result is `{"username": …}` with at most a `role` beside it (register, login, whoami, logout), and
    /// the name.
    var username: String?? {
        guard ok, payload.keys.contains("username"), Set(payload.keys).isSubset(of: ["username", "role"]) else {
            return nil
        }
        return .some(payload["username"] as? String)
    }
    /// Whether the result is a cart (items and `totalCents`, no `id`).
    var isCart: Bool { ok && payload["totalCents"] != nil && payload["id"] == nil && payload["items"] != nil }
    /// Whether the result is a single order.
    var isOrder: Bool { ok && payload["id"] != nil && payload["status"] != nil && payload["items"] != nil }
}

/// A stdout line that breaks the `--json` contract.
struct ContractViolation: Error, CustomStringConvertible {
    let line: String
    let reason: String
    var description: String { "\(reason): \(line)" }
}

extension Dictionary where Key == String, Value == Any {
    /// An integer member.
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue ?? self[key] as? Int }
}

/// Parses every line, returning the parsed ones and the violations.
func parseJSONLines(_ lines: [String]) -> (lines: [JSONLine], violations: [ContractViolation]) {
    var parsed: [JSONLine] = []
    var violations: [ContractViolation] = []
    for line in lines {
        switch JSONLine.parse(line) {
        case let .success(json): parsed.append(json)
        case let .failure(violation): violations.append(violation)
        }
    }
    return (parsed, violations)
}
