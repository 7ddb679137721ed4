extension HTTPBinding {
    /// The body of a success and its schema in the API's document.
    public struct Response: Sendable, Equatable {
        /// What the body is.
        public enum Body: Sendable, Equatable {
            /// The operation's JSON `result` object (what `shop-cli --json` prints).
            case result
            /// The session the operation started (it signs in): `{"username","token","expiresAt"}`.
            case newSession
            /// The session the request is signed in with, as it stands after the operation, without the token:
            /// `{"username","expiresAt"}`; none left (the operation found it ended) is answered 401.
            case currentSession
        }

        /// What the body is.
        public let body: Body
        /// The name of its schema among the document's reusable schemas (`Cart`).
        public let schema: String
        /// What a success means, for the document.
        public let description: String

        /// The operation's `result`, documented by `schema`.
        ///
        /// - Parameters:
        ///   - schema: The schema's name (`Cart`).
        ///   - description: What a success means.
        /// - Returns: The response.
        public static func result(_ schema: String, _ description: String) -> Response {
            Response(body: .result, schema: schema, description: description)
        }

        /// The new session (schema `Session`).
        ///
        /// - Parameter description: What a success means.
        /// - Returns: The response.
        public static func newSession(_ description: String) -> Response {
            Response(body: .newSession, schema: "Session", description: description)
        }

        /// The signed-in user's session (schema `CurrentSession`).
        ///
        /// - Parameter description: What a success means.
        /// - Returns: The response.
        public static func currentSession(_ description: String) -> Response {
            Response(body: .currentSession, schema: "CurrentSession", description: description)
        }
    }
}
