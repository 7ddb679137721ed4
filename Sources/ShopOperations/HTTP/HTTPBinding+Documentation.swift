extension HTTPBinding {
    /// How a route is described in the API's document (OpenAPI): the words; everything else comes from the
    /// binding and the parameters.
    public struct Documentation: Sendable, Equatable {
        /// The document's `operationId`: `addCartItem`.
        public let operationID: String
        /// The group it is listed under: `cart`.
        public let tag: String
        /// One line, or `nil` for the definition's summary.
        public let summary: String?
        /// A few sentences.
        public let description: String
        /// The reusable schema documenting the JSON body (`Credentials`), or `nil` to describe the body members
        /// from the arguments.
        public let bodySchema: String?
        /// What the body holds, for a binding with body members.
        public let bodyDescription: String?

        /// Creates a description.
        ///
        /// - Parameters:
        ///   - operationID: The document's `operationId`.
        ///   - tag: The group it is listed under.
        ///   - summary: One line, or `nil` for the definition's summary.
        ///   - description: A few sentences.
        ///   - bodySchema: The reusable schema of the body, or `nil`.
        ///   - bodyDescription: What the body holds.
        public init(
            _ operationID: String, tag: String, summary: String? = nil, _ description: String,
            bodySchema: String? = nil, bodyDescription: String? = nil
        ) {
            self.operationID = operationID
            self.tag = tag
            self.summary = summary
            self.description = description
            self.bodySchema = bodySchema
            self.bodyDescription = bodyDescription
        }
    }
}
