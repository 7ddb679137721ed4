extension HTTPBinding {
    /// What picks one of several operations bound to the same method and path: the presence of a query parameter.
    ///
    /// `GET /products` is `search` when `q` is given, else `products`: the route takes the query parameters of
    /// both, and refuses those of the other operation next to `q`.
    public struct Selector: Sendable, Equatable {
        /// The query parameter whose presence picks the operation: `q`.
        public let query: String
        /// Why the other operations' parameters cannot be given with it, for the message
        /// (`search results come best match first`).
        public let reason: String

        /// Creates a selector.
        ///
        /// - Parameters:
        ///   - query: The query parameter whose presence picks the operation.
        ///   - reason: Why the other operations' parameters cannot be given with it.
        public init(query: String, reason: String) {
            self.query = query
            self.reason = reason
        }
    }
}
