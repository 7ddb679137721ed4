import HTTPTypes
import ShopOperations

/// Every route of the API — the system routes and the operations' bindings — by path: the router registers them,
/// a known path with another method is answered 405 with `Allow`, metrics label requests by pattern, and the
/// OpenAPI document lists them. Nothing here is written by hand but the system paths.
enum APIRoutes {
    /// A route pattern (`/products/{id}`) and the methods it answers.
    struct Entry: Sendable {
        /// The pattern, path parameters in braces.
        let pattern: String
        /// The methods, in the order GET, POST, PUT, PATCH, DELETE (`HEAD` is answered where `GET` is).
        let methods: [HTTPRequest.Method]
    }

    /// The system routes (`GET` only), answered by ``ShopAPI/addSystemRoutes(to:)`` and documented by hand.
    static let systemPatterns = ["/health", "/health/live", "/health/ready", "/metrics", "/openapi.json"]

    /// The routes of every operation's bindings (``ShopOperations/OperationCatalog/all``).
    static let operationRoutes = OperationRoute.routes(of: OperationCatalog.all)

    /// Every pattern with its methods: the system routes, then the operations' paths in the order they first appear.
    static let entries: [Entry] = {
        var paths: [String] = []
        var methods: [String: Set<HTTPBinding.Method>] = [:]
        for route in operationRoutes {
            if methods[route.path] == nil { paths.append(route.path) }
            methods[route.path, default: []].insert(route.method)
        }
        let operations = paths.map { path in
            Entry(
                pattern: path,
                methods: HTTPBinding.Method.allCases.filter { methods[path]?.contains($0) == true }.map(\.httpMethod))
        }
        return systemPatterns.map { Entry(pattern: $0, methods: [.get]) } + operations
    }()

    /// The route whose pattern matches `path` (a `{…}` segment matches any one segment; empty segments are ignored,
    /// as the router ignores them), if any.
    static func entry(matching path: String) -> Entry? {
        let segments = path.split(separator: "/")
        return entries.first { entry in
            let pattern = entry.pattern.split(separator: "/")
            guard pattern.count == segments.count else { return false }
            return zip(pattern, segments).allSatisfy { expected, actual in
                expected.hasPrefix("{") || expected == actual
            }
        }
    }
}
