import HTTPTypes

/// Every route of the API: its pattern and methods, so a known path with another method is answered 405 with
/// `Allow`, and metrics label requests by pattern.
enum RouteTable {
    /// A route pattern (`/products/{id}`) and the methods it answers.
    struct Entry: Sendable {
        /// The pattern, path parameters in braces.
        let pattern: String
        /// The methods (`HEAD` is answered where `GET` is).
        let methods: [HTTPRequest.Method]
    }

    /// The routes, in the order the OpenAPI document lists them.
    static let entries: [Entry] = [
        Entry(pattern: "/health", methods: [.get]),
        Entry(pattern: "/metrics", methods: [.get]),
        Entry(pattern: "/openapi.json", methods: [.get]),
        Entry(pattern: "/categories", methods: [.get]),
        Entry(pattern: "/products", methods: [.get]),
        Entry(pattern: "/products/{id}", methods: [.get]),
        Entry(pattern: "/users", methods: [.post]),
        Entry(pattern: "/sessions", methods: [.post]),
        Entry(pattern: "/sessions/current", methods: [.get, .delete]),
        Entry(pattern: "/cart", methods: [.get, .delete]),
        Entry(pattern: "/cart/items", methods: [.post]),
        Entry(pattern: "/cart/items/{productId}", methods: [.patch, .delete]),
        Entry(pattern: "/orders", methods: [.get, .post]),
        Entry(pattern: "/orders/{id}", methods: [.get]),
    ]

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
