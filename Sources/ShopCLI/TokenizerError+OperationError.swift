import ShopOperations
import ShopTerminal

extension TokenizerError: OperationErrorConvertible {
    /// The shell error this value is reported as: always `invalid-arguments`.
    public var operationError: OperationError {
        switch self {
        case .unterminatedQuote:
            OperationError(.invalidArguments, message, hint: "Close the quote, or escape it with a backslash.")
        case .controlCharacter:
            OperationError(.invalidArguments, message, hint: "Type the command again without control characters.")
        }
    }
}
