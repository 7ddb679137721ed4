import Foundation
import HTTPTypes

/// A response: status, headers and the body, parsed as a JSON object on demand.
struct TestReply: Sendable {
    /// The status.
    let status: HTTPResponse.Status
    /// The headers.
    let headers: HTTPFields
    /// The body as text.
    let text: String

    /// The body as a JSON object (empty when it is not one).
    var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// The error object's `code`, `field` and `message`.
    var error: (code: String?, field: String?, message: String?) {
        let error = object["error"] as? [String: Any]
        return (error?["code"] as? String, error?["field"] as? String, error?["message"] as? String)
    }

    /// The `items` array of the body.
    var items: [[String: Any]] {
        object["items"] as? [[String: Any]] ?? []
    }
}
