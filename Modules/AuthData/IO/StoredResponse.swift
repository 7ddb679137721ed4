/// The answer a request gave, as an idempotency key stores it: the status, the headers worth sending again
/// (`Location`, `WWW-Authenticate`…) and the body's bytes.
public struct StoredResponse: Sendable, Equatable {
    /// One header.
    public struct Header: Sendable, Equatable {
        /// The name, as sent (`Location`).
        public let name: String
        /// The value.
        public let value: String

        /// Creates a header.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The HTTP status code.
    public let status: Int
    /// The headers, in order (never the body's length, which the body gives).
    public let headers: [Header]
    /// The body.
    public let body: [UInt8]

    /// Creates a stored answer.
    public init(status: Int, headers: [Header], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether an answer with this status is stored: a success (2xx) or a refusal of the request itself (4xx) is;
    /// a server failure (5xx) and `429 Too Many Requests` (which says "try later") free the key for a retry instead.
    public var isStored: Bool {
        (200...299).contains(status) || ((400...499).contains(status) && status != 429)
    }
}
