import Foundation

/// One answer of the real server: status, headers and the body as JSON (`nil` when it is not JSON).
struct ServerBinaryResponse: Sendable, CustomStringConvertible {
    /// The status code.
    let status: Int
    /// The headers, names lower-cased (the last value of a repeated header).
    let headers: [String: String]
    /// The raw body.
    let body: String
    /// The body parsed as JSON.
    let json: ServerBinaryJSON?

    init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = String(decoding: body, as: UTF8.self)
        json = try? JSONDecoder().decode(ServerBinaryJSON.self, from: body)
    }

    /// The error code of an error answer (`{"error":{"code":…}}`), or `nil`.
    var errorCode: String? { json?["error"]?["code"]?.string }

    var description: String { "\(status) \(body)" }
}
