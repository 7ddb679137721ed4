extension HTTPBinding {
    /// The methods a binding may have.
    public enum Method: String, Sendable, Equatable, CaseIterable {
        /// `GET` (a front answers `HEAD` too).
        case get = "GET"
        /// `POST`.
        case post = "POST"
        /// `PUT`.
        case put = "PUT"
        /// `PATCH`.
        case patch = "PATCH"
        /// `DELETE`.
        case delete = "DELETE"

        /// Whether a request of this method carries a body a route reads (`POST`, `PUT`, `PATCH`); `GET` and
        /// `DELETE` bodies are ignored.
        public var readsBody: Bool {
            switch self {
            case .post, .put, .patch: true
            case .get, .delete: false
            }
        }
    }
}
