extension HTTPBinding {
    /// Where one parameter's value comes from in a request, and under which name.
    ///
    /// The value is checked by the parameter's ``ArgumentKind``, as a typed word is; a body member must first have
    /// the JSON type its kind takes (a number for ids and whole numbers, a string otherwise).
    public struct Argument: Sendable, Equatable {
        /// The part of the request a value comes from.
        public enum Location: String, Sendable, Equatable {
            /// A path parameter (`{productId}`).
            case path
            /// A query parameter (`?perPage=5`).
            case query
            /// A member of the JSON object body (`{"quantity":2}`).
            case body
        }

        /// The name in the request: `productId`.
        public let name: String
        /// The parameter it gives (``OperationParameter/name``): `product-id`.
        public let parameter: String
        /// Where it is.
        public let location: Location
        /// Whether a request must give it; `nil` follows the parameter (a required positional or non-optional words
        /// must be given, anything else may be left out).
        public let isRequired: Bool?
        /// For a text refused when empty, what the message says of it (`must be a category slug`); `nil` lets the
        /// parameter's kind decide.
        public let emptyRefusal: String?
        /// What the value is, for the API's document.
        public let description: String?

        /// A path parameter.
        ///
        /// - Parameters:
        ///   - name: The name in the path template.
        ///   - parameter: The parameter it gives.
        ///   - description: What it is.
        /// - Returns: The argument.
        public static func path(_ name: String, _ parameter: String, description: String? = nil) -> Argument {
            Argument(
                name: name, parameter: parameter, location: .path, isRequired: true, emptyRefusal: nil,
                description: description)
        }

        /// A query parameter.
        ///
        /// - Parameters:
        ///   - name: The name in the query.
        ///   - parameter: The parameter it gives.
        ///   - description: What it is.
        ///   - emptyRefusal: What the message says of an empty value (`must be a category slug`), if it is refused.
        /// - Returns: The argument.
        public static func query(
            _ name: String, _ parameter: String, description: String? = nil, emptyRefusal: String? = nil
        ) -> Argument {
            Argument(
                name: name, parameter: parameter, location: .query, isRequired: nil, emptyRefusal: emptyRefusal,
                description: description)
        }

        /// A member of the JSON body.
        ///
        /// - Parameters:
        ///   - name: The member's name.
        ///   - parameter: The parameter it gives.
        ///   - description: What it is.
        ///   - isRequired: Whether it must be given, when that differs from the parameter (`login`'s password,
        ///     which the REPL asks for when left out).
        ///   - emptyRefusal: What the message says of an empty string, if it is refused.
        /// - Returns: The argument.
        public static func body(
            _ name: String, _ parameter: String, description: String? = nil, isRequired: Bool? = nil,
            emptyRefusal: String? = nil
        ) -> Argument {
            Argument(
                name: name, parameter: parameter, location: .body, isRequired: isRequired,
                emptyRefusal: emptyRefusal, description: description)
        }
    }
}
