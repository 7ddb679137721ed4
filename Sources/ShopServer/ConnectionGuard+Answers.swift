import HTTPTypes
import NIOCore
import NIOHTTP1
import ShopJSON

extension ConnectionGuard {
    /// An answer the guard writes itself, in the API's error shape, and after which it closes the connection.
    struct Answer: Sendable, Equatable {
        /// The status code.
        let status: Int
        /// The status line's reason phrase.
        let reason: String
        /// The error code (`bad-request`, `timeout`, …).
        let code: String
        /// What went wrong, in one line.
        let message: String
        /// Headers besides `Content-Type`, `Content-Length` and `Connection: close`.
        var headers: [(name: String, value: String)] = []

        static func == (left: Answer, right: Answer) -> Bool {
            left.status == right.status && left.code == right.code && left.message == right.message
        }

        /// 400 `bad-request`: the HTTP/1.1 parser refused the request.
        static func badRequest(_ error: HTTPParserError) -> Answer {
            Answer(
                status: 400, reason: "Bad Request", code: "bad-request",
                message: "the request is not valid HTTP/1.1 (\(error))")
        }

        /// 405 `method-not-allowed` for a `CONNECT` (or another method that turns the connection into a tunnel),
        /// with the methods `path`'s route answers, if it has one.
        static func methodNotAllowed(_ method: String, path: String?) -> Answer {
            var allowed = path.flatMap { APIRoutes.entry(matching: $0) }?.methods ?? []
            if allowed.contains(.get) { allowed.append(.head) }
            return Answer(
                status: 405, reason: "Method Not Allowed", code: "method-not-allowed",
                message: "\(method) is not allowed here",
                headers: [("Allow", allowed.map(\.rawValue).joined(separator: ", "))])
        }

        /// 408 `timeout`: the request head or body did not arrive in time.
        static func timeout(_ what: String, within limit: Duration) -> Answer {
            Answer(
                status: 408, reason: "Request Timeout", code: "timeout",
                message: "the request \(what) did not arrive within \(ConnectionGuard.describe(limit))")
        }

        /// 503 `too-many-connections` with `Retry-After: 1`.
        static func tooManyConnections(_ limit: Int) -> Answer {
            Answer(
                status: 503, reason: "Service Unavailable", code: "too-many-connections",
                message: "the server holds its maximum of \(limit) connections; retry shortly",
                headers: [("Retry-After", "1")])
        }

        /// The whole answer as HTTP/1.1 bytes: status line, headers (with `Content-Length` and
        /// `Connection: close`), the JSON body.
        var bytes: ByteBuffer {
            let error: JSONObject = ["code": JSONValue(code), "message": JSONValue(message)]
            let body = JSONValue.object(["error": .object(error)]).serializedBytes()
            var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\n"
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
            for header in headers { head += "\(header.name): \(header.value)\r\n" }
            head += "\r\n"
            var buffer = ByteBuffer(string: head)
            buffer.writeBytes(body)
            return buffer
        }
    }

    /// `1.5 s`, `10 s`: a limit as the messages name it.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return "\(milliseconds) ms"
    }
}
