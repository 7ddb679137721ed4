import DataFailure
import HTTPTypes
import Hummingbird
import ShopOperations

extension APIError {
    /// The answer to an operation's failure: its code and message, with the status the code calls for.
    ///
    /// | code | status |
    /// |---|---|
    /// | `invalid-arguments`, `unknown-command` | 400 |
    /// | `not-signed-in`, `invalid-credentials` | 401, `WWW-Authenticate: Bearer` |
    /// | `not-found` | 404 |
    /// | `insufficient-stock`, `username-taken` | 409 |
    /// | `empty-cart` | 422 |
    /// | `rate-limited` | 429, `Retry-After` |
    /// | `cancelled` | 503 |
    /// | `database-error` | 503 when busy, 507 when full, else 500 |
    /// | `internal-error` | 500 |
    ///
    /// - Parameters:
    ///   - error: The operation's error.
    ///   - field: The request field at fault, for an `invalid-arguments` error.
    init(_ error: OperationError, field: String? = nil) {
        var headers: HTTPFields = [:]
        let status: HTTPResponse.Status
        switch error.code {
        case .invalidArguments, .unknownCommand:
            status = .badRequest
        case .notSignedIn, .invalidCredentials:
            status = .unauthorized
            headers[.wwwAuthenticate] = "Bearer"
        case .notFound:
            status = .notFound
        case .insufficientStock, .usernameTaken:
            status = .conflict
        case .emptyCart:
            status = .unprocessableContent
        case .rateLimited:
            status = .tooManyRequests
            headers[.retryAfter] = String(max(1, error.retryAfterSeconds ?? 1))
        case .cancelled:
            status = .serviceUnavailable
        case .databaseError:
            switch error.databaseFailureKind {
            case .busy: status = .serviceUnavailable
            case .full: status = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")
            default: status = .internalServerError
            }
        case .internalError:
            status = .internalServerError
        }
        self.init(
            status, code: error.code.rawValue, error.message,
            field: error.code == .invalidArguments ? field : nil, headers: headers)
    }
}
