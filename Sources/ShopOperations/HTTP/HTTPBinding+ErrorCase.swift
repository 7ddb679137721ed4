extension HTTPBinding {
    /// An error an operation answers on a route, for the API's document (the status comes from the code).
    public struct ErrorCase: Sendable, Equatable {
        /// The code.
        public let code: OperationErrorCode
        /// What it means on this route (`no such product.`), or `nil` for the document's shared description of its
        /// status.
        public let description: String?

        /// Creates an error case.
        ///
        /// - Parameters:
        ///   - code: The code.
        ///   - description: What it means on this route, or `nil` for the shared description.
        public init(_ code: OperationErrorCode, _ description: String? = nil) {
            self.code = code
            self.description = description
        }
    }
}
