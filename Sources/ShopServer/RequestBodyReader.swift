import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Reading request bodies within the size limit, and checking their content type.
enum RequestBodyReader {
    /// The whole body of `request`, refused early by its `Content-Length` or while it streams in.
    ///
    /// - Throws: 413 (``APIError/payloadTooLarge(limit:)``) for a body over `limit`; 400 when it cannot be read.
    static func collect(_ request: Request, limit: Int) async throws(APIError) -> ByteBuffer {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw .payloadTooLarge(limit: limit)
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw .payloadTooLarge(limit: limit)
        } catch is NIOTooManyBytesError {
            // A body without a Content-Length (chunked) that streams past the limit.
            throw .payloadTooLarge(limit: limit)
        } catch {
            throw .invalid("body", "the request body could not be read")
        }
    }

    /// Whether `contentType` is JSON: `application/json` or a `+json` type, parameters (`; charset=utf-8`) allowed.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType =
            contentType.split(separator: ";", maxSplits: 1).first?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
    }

    /// Refuses a body on a route that takes none (`POST /orders`): only an empty body is accepted, so nothing a
    /// client sends is silently ignored (`{}` and `{` alike are 400 naming `body`).
    ///
    /// - Returns: The body as received, empty (an idempotency key's fingerprint hashes it).
    /// - Throws: 413 for a body over `limit`; 400 (field `body`) for any other non-empty body.
    @discardableResult
    static func expectNoBody(_ request: Request, limit: Int) async throws(APIError) -> ByteBuffer {
        let buffer = try await collect(request, limit: limit)
        guard buffer.readableBytes == 0 else { throw .invalid("body", "this route takes no request body") }
        return buffer
    }
}
