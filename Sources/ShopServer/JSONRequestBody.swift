import HTTPTypes
import Hummingbird

/// A request body that must be one JSON object, read within the size limit.
struct JSONRequestBody: Sendable {
    /// The object's members.
    let members: [String: RequestJSONValue]
    /// The body as received (an idempotency key's fingerprint hashes it).
    let bytes: ByteBuffer

    /// Reads and decodes the body of `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - limit: The largest body accepted, in bytes.
    /// - Returns: The object.
    /// - Throws: 413 for a body over `limit`, 415 when the content type is not JSON, 400 (field `body`) when the
    ///   body is not one JSON object by ``JSONTextParser``'s strict rules (a trailing comma, a repeated key, invalid
    ///   UTF-8 and text after the object are all refused).
    static func read(_ request: Request, limit: Int) async throws(APIError) -> JSONRequestBody {
        let buffer = try await RequestBodyReader.collect(request, limit: limit)
        guard RequestBodyReader.isJSON(request.headers[.contentType]) else { throw .unsupportedMediaType }
        guard buffer.readableBytes > 0 else { throw .invalid("body", "the request body must be a JSON object") }
        let value: RequestJSONValue
        do {
            value = try JSONTextParser<RequestJSONValue>.parse(Array(buffer.readableBytesView))
        } catch {
            throw .invalid("body", "the request body is not valid JSON: \(error)")
        }
        guard case let .object(members) = value else {
            throw .invalid("body", "the request body must be a JSON object, not \(value.kind)")
        }
        return JSONRequestBody(members: members, bytes: buffer)
    }

    /// Rejects members the route does not know, naming the first (sorted) one.
    ///
    /// - Parameter allowed: The members the route takes.
    /// - Throws: 400 `unknown member '…'` naming it.
    func rejectUnknown(allowed: Set<String>) throws(APIError) {
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw .invalid(unknown, "unknown member '\(unknown)'")
        }
    }
}
