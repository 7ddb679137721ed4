import ShopOperations

/// Why a shell command failed: the front-neutral ``OperationError`` (code, message, hint), under the REPL's name.
public typealias ShellError = OperationError

/// The kebab-case code `--json` prints as `error.code`: ``OperationErrorCode``.
public typealias ShellErrorCode = OperationErrorCode

/// Text helpers for messages that echo user input: ``OperationText``.
public typealias ShellText = OperationText
