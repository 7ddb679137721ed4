import Foundation
import HTTPTypes
import Hummingbird

/// A request body that must be one JSON object, read within the size limit, with typed access to its members that
/// names the member at fault.
struct JSONRequestBody: Sendable {
    /// The object's members.
    let members: [String: RequestJSONValue]

    /// Reads and decodes the body of `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - limit: The largest body accepted, in bytes.
    /// - Returns: The object.
    /// - Throws: 413 for a body over `limit`, 415 when the content type is not JSON, 400 (field `body`) when the
    ///   body is not one JSON object.
    static func read(_ request: Request, limit: Int) async throws(APIError) -> JSONRequestBody {
        let buffer = try await RequestBodyReader.collect(request, limit: limit)
        guard RequestBodyReader.isJSON(request.headers[.contentType]) else { throw .unsupportedMediaType }
        guard buffer.readableBytes > 0 else { throw .invalid("body", "the request body must be a JSON object") }
        let members: [String: RequestJSONValue]
        do {
            members = try JSONDecoder().decode([String: RequestJSONValue].self, from: Data(buffer.readableBytesView))
        } catch {
            throw .invalid("body", "the request body must be a JSON object")
        }
        return JSONRequestBody(members: members)
    }

    /// A required string member.
    func string(_ name: String) throws(APIError) -> String {
        switch members[name] {
        case let .string(value): return value
        case nil, .null: throw .invalid(name, "'\(name)' is required")
        case let other?: throw .invalid(name, "'\(name)' must be a string, not \(other.kind)")
        }
    }

    /// A whole-number member in `range`, or `defaultValue` when it is absent (required when that is `nil`).
    func integer(_ name: String, in range: ClosedRange<Int64>, default defaultValue: Int64? = nil) throws(APIError)
        -> Int64
    {
        switch members[name] {
        case let .integer(value) where range.contains(value):
            return value
        case .integer, .number:
            throw .invalid(
                name, "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        case nil, .null:
            guard let defaultValue else { throw .invalid(name, "'\(name)' is required") }
            return defaultValue
        case let other?:
            throw .invalid(name, "'\(name)' must be a whole number, not \(other.kind)")
        }
    }

    /// Rejects members the route does not know, naming the first (sorted) one.
    func rejectUnknown(allowed: Set<String>) throws(APIError) {
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw .invalid(unknown, "unknown member '\(unknown)'")
        }
    }
}
