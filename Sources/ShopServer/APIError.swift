import HTTPTypes
import Hummingbird
import ShopApp
import ShopJSON
import ShopOperations

/// A failed request as the API answers it: a status, the body `{"error":{"code","message"[,"field"]}}` and any
/// headers the status calls for (`WWW-Authenticate`, `Retry-After`, `Allow`).
///
/// Codes are the shop's ``OperationErrorCode`` values (`not-found`, `insufficient-stock`, …) plus three only HTTP
/// has: `method-not-allowed`, `payload-too-large` and `unsupported-media-type`.
struct APIError: Error, Sendable, Equatable {
    /// The status answered.
    let status: HTTPResponse.Status
    /// The machine-readable code.
    let code: String
    /// What went wrong, in one line.
    let message: String
    /// The request field at fault (a JSON member, query or path parameter), if one is.
    let field: String?
    /// Headers the status calls for.
    let headers: HTTPFields

    /// Creates an error.
    init(
        _ status: HTTPResponse.Status, code: String, _ message: String, field: String? = nil,
        headers: HTTPFields = [:]
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.headers = headers
    }

    /// 400 `invalid-arguments` naming the field at fault.
    static func invalid(_ field: String, _ message: String) -> APIError {
        APIError(.badRequest, code: OperationErrorCode.invalidArguments.rawValue, message, field: field)
    }

    /// 401 `not-signed-in` with `WWW-Authenticate: Bearer`.
    static func unauthorized(_ message: String = "a valid bearer token is required") -> APIError {
        APIError(
            .unauthorized, code: OperationErrorCode.notSignedIn.rawValue, message,
            headers: [.wwwAuthenticate: "Bearer"])
    }

    /// 404 `not-found`.
    static func notFound(_ message: String) -> APIError {
        APIError(.notFound, code: OperationErrorCode.notFound.rawValue, message)
    }

    /// 405 `method-not-allowed` with the `Allow` header.
    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: [HTTPRequest.Method]) -> APIError {
        APIError(
            .methodNotAllowed, code: "method-not-allowed", "\(method.rawValue) is not allowed here",
            headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
    }

    /// 413 `payload-too-large`.
    static func payloadTooLarge(limit: Int) -> APIError {
        APIError(.contentTooLarge, code: "payload-too-large", "the request body is larger than \(limit) bytes")
    }

    /// 415 `unsupported-media-type`.
    static let unsupportedMediaType = APIError(
        .unsupportedMediaType, code: "unsupported-media-type", "the request body must be JSON (application/json)")

    /// 500 `internal-error`, for a failure no request explains.
    static func `internal`(_ message: String) -> APIError {
        APIError(.internalServerError, code: OperationErrorCode.internalError.rawValue, message)
    }

    /// 500: a request's board graph could not be built (a programming error in the modules' assembly).
    static func graphNotBuilt(_ error: ShopAppError) -> APIError {
        .internal("the shop's board graph could not be built: \(error.description)")
    }

    /// The response: the JSON body and the headers.
    func response() -> Response {
        var error: JSONObject = ["code": JSONValue(code), "message": JSONValue(message)]
        if let field { error["field"] = JSONValue(field) }
        return JSONResponse.make(status, ["error": .object(error)], headers: headers)
    }
}
