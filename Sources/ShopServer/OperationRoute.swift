import ShopOperations

/// One method and path of the API that runs shop operations, and the endpoints bound to it: one, or several told
/// apart by their selector (`GET /products` is `search` with `q`, else `products`).
struct OperationRoute: Sendable {
    /// The method.
    let method: HTTPBinding.Method
    /// The path template, parameters in braces: `/cart/items/{productId}`.
    let path: String
    /// The endpoints, in the order their operations are listed.
    let endpoints: [OperationEndpoint]
    /// Every query parameter any endpoint takes.
    let queryNames: Set<String>
    /// The query parameters every endpoint takes (checked before a selected endpoint's own).
    let sharedQueryNames: Set<String>

    /// Creates a route.
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - path: The path template.
    ///   - endpoints: At least one endpoint; all but one have a selector.
    init(method: HTTPBinding.Method, path: String, endpoints: [OperationEndpoint]) {
        self.method = method
        self.path = path
        self.endpoints = endpoints
        let names = endpoints.map { Set($0.binding.arguments(in: .query).map(\.name)) }
        queryNames = names.reduce(into: Set<String>()) { $0.formUnion($1) }
        sharedQueryNames = names.dropFirst().reduce(names.first ?? []) { $0.intersection($1) }
    }

    /// Whether the route takes an `Idempotency-Key` (``ShopOperations/HTTPBinding/acceptsIdempotencyKey``).
    var acceptsIdempotencyKey: Bool {
        endpoints.contains { $0.binding.acceptsIdempotencyKey }
    }

    /// The endpoint a request with these query parameters runs: the first whose selector is given, else the first
    /// without a selector.
    ///
    /// - Parameter query: The query parameters given.
    /// - Returns: The endpoint.
    func endpoint(for query: [String: String]) -> OperationEndpoint {
        endpoints.first { $0.binding.selector.map { query[$0.query] != nil } ?? false }
            ?? endpoints.first { $0.binding.selector == nil } ?? endpoints[0]
    }

    /// The routes of every binding of `operations`, grouped by method and path in the order they first appear.
    ///
    /// - Parameter operations: The operations (``ShopOperations/OperationCatalog/all``).
    /// - Returns: The routes.
    static func routes(of operations: [any ShopOperation.Type]) -> [OperationRoute] {
        var order: [String] = []
        var grouped: [String: (HTTPBinding.Method, String, [OperationEndpoint])] = [:]
        for operation in operations {
            for binding in operation.definition.httpBindings {
                let key = "\(binding.method.rawValue) \(binding.path)"
                if grouped[key] == nil {
                    order.append(key)
                    grouped[key] = (binding.method, binding.path, [])
                }
                grouped[key]?.2.append(OperationEndpoint(operation, binding: binding))
            }
        }
        return order.compactMap { key in
            grouped[key].map { OperationRoute(method: $0.0, path: $0.1, endpoints: $0.2) }
        }
    }
}
