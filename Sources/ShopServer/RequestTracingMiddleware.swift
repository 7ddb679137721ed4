import HTTPTypes
import Hummingbird
import ShopTracing
import Tracing

/// The server span of every request, outermost, when the shop is traced: a span of kind server named
/// `<method> <route>` (`GET /products/{id}`; `<method> unmatched` for an unknown path) that is the current span while
/// the request is handled, so the operation, its boards and its SQL hang under it.
///
/// An incoming W3C `traceparent` is continued (same trace id, the caller's span as parent) when the tracer reads it
/// (``ShopTracing/ShopTracer`` does). Attributes: `http.request.method`, `url.path`, `http.route`,
/// `http.response.status_code` and `shop.request_id`; a response of 400 or more marks the span (status error,
/// `error.type` = the status code). The span ends when the response has been built, before its body is written.
struct RequestTracingMiddleware: RouterMiddleware {
    /// Where the spans go.
    let tracing: TraceSwitch

    /// Handles one request inside its span.
    func handle(
        _ request: Request, context: ShopRequestContext,
        next: (Request, ShopRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let tracer = tracing.activeTracer else { return try await next(request, context) }
        var parent = ServiceContext.current ?? .topLevel
        tracer.extract(request.headers, into: &parent, using: HTTPFieldsExtractor())
        let method = request.method.rawValue
        let span = tracer.startSpan(method, context: parent, ofKind: .server)
        span.updateAttributes { attributes in
            attributes["http.request.method"] = method
            attributes["url.path"] = request.uri.path
        }
        defer { span.end() }
        let response: Response
        do {
            response = try await ServiceContext.$current.withValue(span.context) {
                try await next(request, context)
            }
        } catch {
            span.operationName = "\(method) \(route(of: request, context: context))"
            span.recordError(error)
            throw error
        }
        let route = route(of: request, context: context)
        let status = Int(response.status.code)
        span.operationName = "\(method) \(route)"
        span.updateAttributes { attributes in
            attributes["http.route"] = route
            attributes["http.response.status_code"] = status
            attributes["shop.request_id"] = response.headers[ShopMiddleware.requestIDField]
            if status >= 400 { attributes["error.type"] = String(status) }
        }
        if status >= 400 {
            span.setStatus(SpanStatus(code: .error, message: "HTTP \(status) \(response.status.reasonPhrase)"))
        }
        return response
    }

    /// The request's route pattern (`/products/{id}`), or `unmatched`.
    private func route(of request: Request, context: ShopRequestContext) -> String {
        context.endpointPath ?? APIRoutes.entry(matching: request.uri.path)?.pattern ?? "unmatched"
    }
}

/// Reads trace-context headers (`traceparent`) from a request's fields.
struct HTTPFieldsExtractor: Extractor {
    /// The value of the header `key`, if the request has it.
    func extract(key: String, from fields: HTTPFields) -> String? {
        HTTPField.Name(key).flatMap { fields[$0] }
    }
}
