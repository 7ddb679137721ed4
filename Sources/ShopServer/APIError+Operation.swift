import DataFailure
import HTTPTypes
import Hummingbird
import ShopOperations

extension APIError {
    /// The answer to an operation's failure: its code and message, with the status the code calls for
    /// (``ShopOperations/OperationErrorCode/httpStatus``): 401 adds `WWW-Authenticate: Bearer`, 429, 503 `busy` and
    /// 503 `database-unavailable` add `Retry-After`, and a `database-error` is 503 when the database is busy, 507 when it is full, else 500.
    ///
    /// - Parameters:
    ///   - error: The operation's error.
    ///   - binding: The route's binding: an `invalid-arguments` error that blames a parameter
    ///     (``ShopOperations/OperationError/argument``) names the request field that gives it.
    init(_ error: OperationError, binding: HTTPBinding? = nil) {
        let field = error.argument.flatMap { binding?.argument(giving: $0)?.name }
        self.init(error, field: field)
    }

    /// The answer to an operation's failure, naming `field` for an `invalid-arguments` error.
    ///
    /// - Parameters:
    ///   - error: The operation's error.
    ///   - field: The request field at fault.
    init(_ error: OperationError, field: String?) {
        var headers: HTTPFields = [:]
        var status = error.code.httpStatus
        switch error.code {
        case .notSignedIn, .invalidCredentials:
            headers[.wwwAuthenticate] = "Bearer"
        case .rateLimited, .busy, .databaseUnavailable:
            headers[.retryAfter] = String(max(1, error.retryAfterSeconds ?? 1))
        case .databaseError:
            switch error.databaseFailureKind {
            case .busy, .unavailable: status = .serviceUnavailable
            case .full: status = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")
            default: break
            }
        case .invalidArguments, .unknownCommand, .notFound, .insufficientStock, .usernameTaken, .emptyCart,
            .cancelled, .internalError, .forbidden, .orderNotCancellable, .orderStateConflict,
            .idempotencyKeyInFlight, .idempotencyKeyReused, .productUnavailable, .skuTaken:
            break
        }
        self.init(
            status, code: error.code.rawValue, error.message,
            field: error.code == .invalidArguments ? field : nil, headers: headers)
    }
}
