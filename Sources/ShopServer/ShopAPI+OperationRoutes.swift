import AuthDataIO
import Hummingbird
import NIOCore
import ShopOperations

extension ShopAPI {
    /// Registers every operation route (``APIRoutes/operationRoutes``): one handler for all of them, driven by the
    /// operations' bindings.
    func addOperationRoutes(to router: Router<ShopRequestContext>) {
        for route in APIRoutes.operationRoutes {
            router.on(RouterPath(route.path), method: route.method.httpMethod) { request, context in
                try await answer(route, request, context)
            }
        }
    }

    /// Answers one request to `route`.
    ///
    /// In order: the query parameters are read (unknown, repeated or badly encoded ones refused, on every route) and
    /// pick the endpoint; its path
    /// parameters are checked; a method that carries a body reads it (a JSON object with known members when the
    /// binding takes members, else nothing or JSON that is ignored); the query parameters and body members are
    /// checked in the binding's order, each by its parameter's `ArgumentKind`; the binding's fixed values are added;
    /// then the operation runs and answers (``perform(_:_:_:caller:idempotency:)``). Every failure names the field at
    /// fault. On a route that takes an `Idempotency-Key` (``ShopOperations/HTTPBinding/acceptsIdempotencyKey``) the
    /// header is checked after the path, and the request's method, path and body go with it; the key is claimed only
    /// once every check has passed, so a refused request stores nothing.
    func answer(_ route: OperationRoute, _ request: Request, _ context: ShopRequestContext) async throws(APIError)
        -> Response
    {
        let query = try RequestParameters.query(request, allowed: route.queryNames)
        let endpoint = route.endpoint(for: query)
        var values = endpoint.binding.fixedValues
        try endpoint.checkPath({ context.parameters.get($0) }, into: &values)
        var idempotency = try IdempotentRequest(request, binding: endpoint.binding)
        var members: [String: RequestJSONValue] = [:]
        if route.method.readsBody {
            let bytes: ByteBuffer
            if !endpoint.bodyNames.isEmpty {
                let body = try await JSONRequestBody.read(request, limit: configuration.maximumBodySize)
                try body.rejectUnknown(allowed: endpoint.bodyNames)
                members = body.members
                bytes = body.bytes
            } else {
                bytes = try await RequestBodyReader.expectNoBody(request, limit: configuration.maximumBodySize)
            }
            idempotency?.body = Array(bytes.readableBytesView)
        }
        try endpoint.checkQuery(query, of: route, into: &values)
        try endpoint.checkBody(members, into: &values)
        // The public catalog needs no caller: its hot path reads neither the token nor the channel's address.
        let caller =
            endpoint.binding.access == .catalog
            ? RequestCaller(bearerToken: nil, client: Credentials.localClient)
            : RequestCaller(
                bearerToken: RequestParameters.bearerToken(request),
                client: configuration.trustedProxies.client(
                    peer: context.clientAddress, forwardedFor: request.headers[values: RequestCaller.forwardedForField])
                    ?? Credentials.localClient)
        var response = try await endpoint.respond(
            in: self, with: OperationArguments(values), caller: caller, idempotency: idempotency)
        // A token, a cart, an order, an account: nothing but the public catalog may be kept by a cache.
        if endpoint.binding.access != .catalog { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
