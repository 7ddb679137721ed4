import HTTPTypes
import ShopJSON
import ShopOperations

extension OpenAPIDocument {
    /// What documents one error status of a route: a shared response of the components, or a code the binding
    /// declares with what it means there.
    private enum ErrorEntry: Equatable {
        case shared(String)
        case declared(OperationErrorCode, String)
    }

    /// The responses of `route`: the success, then each error status, then `5XX`.
    ///
    /// Error statuses come from the route's shape — 400 when it takes any value, 401 when it needs a signed-in
    /// user, 403 when it needs staff, 413 and 415 when its method carries a body, 400, 409 and 422 when it takes an
    /// `Idempotency-Key`, 429 on every route (the general rate limit) — and from the errors its bindings declare. A status with
    /// one shared response refers to it; any other lists what each of its codes means.
    static func responses(of route: OperationRoute, sharedResponses: JSONObject) -> JSONObject {
        let primary = route.endpoints.first { $0.binding.selector == nil } ?? route.endpoints[0]
        var entries: [Int: [ErrorEntry]] = [:]
        func add(_ status: Int, _ entry: ErrorEntry) {
            if entries[status]?.contains(entry) != true { entries[status, default: []].append(entry) }
        }
        if route.endpoints.contains(where: { !$0.arguments.isEmpty }) || route.acceptsIdempotencyKey {
            add(400, .shared("BadRequest"))
        }
        if primary.binding.access.needsSignIn { add(401, .shared("Unauthorized")) }
        if primary.binding.access == .staff { add(403, .shared("Forbidden")) }
        if route.method.readsBody {
            add(413, .shared("PayloadTooLarge"))
            add(415, .shared("UnsupportedMediaType"))
        }
        for endpoint in route.endpoints {
            for error in endpoint.binding.errors {
                let status = error.code.httpStatus.code
                if let description = error.description {
                    add(status, .declared(error.code, description))
                } else if let name = sharedResponseNames[status] {
                    add(status, .shared(name))
                } else {
                    preconditionFailure("\(error.code.rawValue) on \(route.path) needs a description")
                }
            }
        }
        if route.acceptsIdempotencyKey {
            add(409, .declared(.idempotencyKeyInFlight, "a request with this `Idempotency-Key` is still running."))
            add(
                422,
                .declared(
                    .idempotencyKeyReused,
                    "this `Idempotency-Key` was used for a different request in the last 24 hours."))
        }
        add(
            429,
            .declared(
                .rateLimited,
                "the client's requests exceed the server's general rate limit (`rate-limit`, off unless set); "
                    + "`Retry-After` says when to try again."))
        var responses: JSONObject = ["\(primary.binding.success.status)": success(primary.binding)]
        for status in entries.keys.sorted() {
            let statusEntries = entries[status] ?? []
            if statusEntries.count == 1, case let .shared(name) = statusEntries[0] {
                responses["\(status)"] = reference("responses", name)
                continue
            }
            let description = statusEntries.map { entry in
                switch entry {
                case let .shared(name):
                    if case let .string(text)? = sharedResponses[name]?.objectValue?["description"] { return text }
                    return name
                case let .declared(code, meaning):
                    return "`\(code.rawValue)`: \(meaning)"
                }
            }
            responses["\(status)"] = errorResponse(status, description: description.joined(separator: " "))
        }
        responses["5XX"] = reference("responses", "ServerError")
        return responses
    }

    /// The shared response of the components that documents an error status, by status.
    static let sharedResponseNames = [
        400: "BadRequest", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound", 413: "PayloadTooLarge",
        415: "UnsupportedMediaType",
    ]

    /// The success: its description, `X-Request-Id` (and `Location` for a 201, `Idempotent-Replayed` where the
    /// route takes an `Idempotency-Key`), and the body's schema.
    static func success(_ binding: HTTPBinding) -> JSONValue {
        var headers: JSONObject = ["X-Request-Id": reference("headers", "RequestId")]
        if case .created = binding.success { headers["Location"] = reference("headers", "Location") }
        if binding.acceptsIdempotencyKey {
            headers[HTTPBinding.idempotentReplayedHeader] = reference("headers", "IdempotentReplayed")
        }
        if binding.success == .noContent {
            return ["description": .string(binding.response.description), "headers": .object(headers)]
        }
        return [
            "description": .string(binding.response.description), "headers": .object(headers),
            "content": ["application/json": ["schema": reference("schemas", binding.response.schema)]],
        ]
    }

    /// An error response of `status`: the `Error` body, `X-Request-Id`, and the header the status carries (401
    /// `WWW-Authenticate`, 429 `Retry-After`, 503 `Retry-After` when it is `busy` or `database-unavailable`).
    static func errorResponse(_ status: Int, description: String) -> JSONValue {
        var headers: JSONObject = ["X-Request-Id": reference("headers", "RequestId")]
        if status == HTTPResponse.Status.unauthorized.code {
            headers["WWW-Authenticate"] = reference("headers", "WWWAuthenticate")
        }
        if status == HTTPResponse.Status.tooManyRequests.code {
            headers["Retry-After"] = reference("headers", "RetryAfter")
        }
        if status == HTTPResponse.Status.serviceUnavailable.code {
            headers["Retry-After"] = reference("headers", "RetryAfterIfBusy")
        }
        return [
            "description": .string(description), "headers": .object(headers),
            "content": ["application/json": ["schema": reference("schemas", "Error")]],
        ]
    }
}
