import DataFailure

/// Why a shop operation failed: a stable ``code``, a one-line ``message`` and an optional ``hint`` on what to do.
///
/// Every front reports the same code and message: the REPL prints `error: <message>. <hint>` on one line, `--json`
/// (and the HTTP front) `{"ok":false,"error":{"code":…,"message":…}}`. Messages start in lower case and carry no
/// final period; hints are whole sentences, phrased for the REPL.
public struct OperationError: Error, Equatable, Sendable {
    /// The machine-readable code.
    public let code: OperationErrorCode
    /// What went wrong, in one line.
    public let message: String
    /// What to do about it, or `nil`.
    public let hint: String?
    /// The kind of database failure behind a ``OperationErrorCode/databaseError``, or `nil` for any other error.
    ///
    /// The REPL and `--json` report only the code and the message; a front with its own statuses maps the kind
    /// (an HTTP front answers 503 for `busy`, 507 for `full` and 500 for the rest).
    public let databaseFailureKind: DatabaseFailure.Kind?
    /// For ``OperationErrorCode/rateLimited`` and ``OperationErrorCode/busy``, how many seconds to wait before the
    /// next attempt (an HTTP front's `Retry-After`); `nil` for any other error.
    public let retryAfterSeconds: Int?
    /// The parameter at fault (its ``OperationParameter/name``), when one is: a front that received the value under
    /// another name (an HTTP member or query parameter) names that one in its answer. Set by the checks of named
    /// values (``OperationDefinition/value(_:for:subject:)``) and by module errors about one input
    /// (`invalid username` is about `username`); `nil` for errors about the line as a whole.
    public let argument: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The machine-readable code.
    ///   - message: What went wrong, lower case, without a final period.
    ///   - hint: What to do about it, as a sentence.
    ///   - databaseFailureKind: The kind of database failure behind the error, if any.
    ///   - retryAfterSeconds: For a rate-limited or busy attempt, the seconds to wait.
    ///   - argument: The parameter at fault, if one is.
    public init(
        _ code: OperationErrorCode, _ message: String, hint: String? = nil,
        databaseFailureKind: DatabaseFailure.Kind? = nil, retryAfterSeconds: Int? = nil, argument: String? = nil
    ) {
        self.code = code
        self.message = OperationText.singleLine(message)
        self.hint = hint.map(OperationText.singleLine)
        self.databaseFailureKind = databaseFailureKind
        self.retryAfterSeconds = retryAfterSeconds
        self.argument = argument
    }

    /// This error, saying that the parameter `name` is at fault.
    ///
    /// - Parameter name: The parameter's ``OperationParameter/name``.
    /// - Returns: The same code, message and hint, with ``argument`` set.
    public func blaming(_ name: String) -> OperationError {
        OperationError(
            code, message, hint: hint, databaseFailureKind: databaseFailureKind, retryAfterSeconds: retryAfterSeconds,
            argument: name)
    }

    /// A module's database failure: ``OperationErrorCode/databaseError`` with the module's message and the kind,
    /// or ``OperationErrorCode/databaseUnavailable`` (wait ``unavailableRetrySeconds``, then try again) when the
    /// database cannot be reached or did not answer in time.
    ///
    /// - Parameters:
    ///   - failure: The failure the module reported.
    ///   - message: The module error's human sentence.
    /// - Returns: The error, whose ``databaseFailureKind`` is `failure.kind`.
    public static func database(_ failure: DatabaseFailure, message: String) -> OperationError {
        if failure.kind == .unavailable {
            return OperationError(
                .databaseUnavailable, message, hint: OperationHint.databaseUnavailable,
                databaseFailureKind: failure.kind, retryAfterSeconds: unavailableRetrySeconds)
        }
        return OperationError(.databaseError, message, hint: OperationHint.database, databaseFailureKind: failure.kind)
    }

    /// The seconds a `database-unavailable` answer asks the caller to wait (its `Retry-After`).
    public static let unavailableRetrySeconds = 1

    /// Invalid arguments, with the command's usage as the hint.
    ///
    /// - Parameters:
    ///   - message: What is wrong with the arguments.
    ///   - usage: The command's usage line, e.g. `cart add <product-id> [<quantity>]`.
    /// - Returns: An ``OperationErrorCode/invalidArguments`` error.
    public static func invalidArguments(_ message: String, usage: String) -> OperationError {
        OperationError(.invalidArguments, message, hint: "Usage: \(usage)")
    }

    /// A login prompt was abandoned, so `commandName` did not run (or, for `nil`, the login itself was dropped).
    ///
    /// - Parameter commandName: The gated command that was waiting, e.g. `cart add`.
    /// - Returns: A ``OperationErrorCode/cancelled`` error.
    public static func cancelled(_ commandName: String?) -> OperationError {
        if let commandName {
            return OperationError(.cancelled, "login was cancelled; '\(commandName)' did not run")
        }
        return OperationError(.cancelled, "login was cancelled")
    }

    /// A failure of the board graph itself (an unregistered board, a dropped activation).
    ///
    /// - Parameter error: What the activation threw.
    /// - Returns: An ``OperationErrorCode/internalError`` error.
    public static func `internal`(_ error: any Error) -> OperationError {
        OperationError(
            .internalError, "internal error: \(error)", hint: "This is a bug in shop-cli; please report it.")
    }
}
