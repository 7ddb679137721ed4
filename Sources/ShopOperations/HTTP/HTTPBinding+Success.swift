extension HTTPBinding {
    /// The status of a success.
    public enum Success: Sendable, Equatable {
        /// 200 OK.
        case ok
        /// 201 Created with `Location` made from a template: `{name}` is the request value of that HTTP name, else
        /// the member of that name in the result object (`/orders/{id}`).
        case created(location: String)
        /// 204 No Content: the operation's output is not sent (`DELETE /admin/products/{id}`).
        case noContent

        /// The status code.
        public var status: Int {
            switch self {
            case .ok: 200
            case .created: 201
            case .noContent: 204
            }
        }
    }
}
