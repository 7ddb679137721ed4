import OrderServiceIO
import ProductDataIO
import ShopOperations
import ShopTerminal

/// Renders outcomes and errors as the `--json` lines: `{"ok":true,"result":…}` or
/// `{"ok":false,"error":{"code":…,"message":…}}`, keys in a fixed order.
///
/// Each payload is the command's own `result` object (its operation's `result(_:)` in ShopOperations, the same
/// object the HTTP front returns); `quit` prints nothing.
public struct JSONRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The line printed for `outcome`, or `nil` for `quit`.
    ///
    /// - Parameter outcome: What a command produced.
    /// - Returns: `{"ok":true,"result":<payload>}`.
    public func render(_ outcome: ShellOutcome) -> JSONValue? {
        guard let payload = payload(for: outcome) else { return nil }
        return ["ok": true, "result": payload]
    }

    /// The line printed for `error`.
    ///
    /// - Parameter error: Why a command failed.
    /// - Returns: `{"ok":false,"error":{"code":<code>,"message":<message>}}`.
    public func render(_ error: ShellError) -> JSONValue {
        ["ok": false, "error": ["code": .string(error.code.rawValue), "message": .string(error.message)]]
    }

    /// The `result` payload of `outcome`, or `nil` for `quit`.
    ///
    /// - Parameter outcome: What a command produced.
    /// - Returns: The payload.
    public func payload(for outcome: ShellOutcome) -> JSONValue? {
        outcome.result
    }
}
