import HTTPTypes
import ShopOperations

extension OperationErrorCode {
    /// The status an answer with this code has (a `database-error` is 500 unless its failure says busy or full).
    ///
    /// | code | status |
    /// |---|---|
    /// | `invalid-arguments`, `unknown-command` | 400 |
    /// | `not-signed-in`, `invalid-credentials` | 401 |
    /// | `forbidden` | 403 |
    /// | `not-found` | 404 |
    /// | `insufficient-stock`, `username-taken`, `order-not-cancellable`, `order-state-conflict` | 409 |
    /// | `empty-cart` | 422 |
    /// | `idempotency-key-in-flight` | 409 |
    /// | `idempotency-key-reused` | 422 |
    /// | `rate-limited` | 429 |
    /// | `cancelled`, `busy`, `database-unavailable` | 503 |
    /// | `database-error`, `internal-error` | 500 |
    /// | `product-unavailable`, `sku-taken` | 409 |
    var httpStatus: HTTPResponse.Status {
        switch self {
        case .invalidArguments, .unknownCommand: .badRequest
        case .notSignedIn, .invalidCredentials: .unauthorized
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .insufficientStock, .usernameTaken, .orderNotCancellable, .orderStateConflict: .conflict
        case .emptyCart: .unprocessableContent
        case .rateLimited: .tooManyRequests
        case .cancelled, .busy, .databaseUnavailable: .serviceUnavailable
        case .databaseError, .internalError: .internalServerError
        case .idempotencyKeyInFlight: .conflict
        case .idempotencyKeyReused: .unprocessableContent
        case .productUnavailable, .skuTaken: .conflict
        }
    }
}
