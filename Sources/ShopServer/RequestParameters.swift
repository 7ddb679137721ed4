import Foundation
import HTTPTypes
import Hummingbird

/// The parts of a request other than its body and its operation's arguments: the bearer token and the query items.
enum RequestParameters {
    /// The token of `Authorization: Bearer <token>`, or `nil` without an `Authorization` header.
    ///
    /// Another scheme, or a bearer without a token, gives an empty token, which never resumes a session (so the
    /// route answers 401 as for a wrong token).
    static func bearerToken(_ request: Request) -> String? {
        guard let value = request.headers[.authorization] else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return "" }
        return String(parts[1]).trimmingCharacters(in: .whitespaces)
    }

    /// The query parameters, each given once, among `allowed` (none for a route that takes none), names and values
    /// percent-decoded strictly (``PercentDecoding``); empty `&` segments are skipped.
    ///
    /// - Throws: 400 naming the first parameter (in request order) that is unknown, repeated, not valid
    ///   percent-encoded UTF-8, or holds a NUL character.
    @discardableResult
    static func query(_ request: Request, allowed: Set<String>) throws(APIError) -> [String: String] {
        guard let query = request.uri.query, !query.isEmpty else { return [:] }
        var values: [String: String] = [:]
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.decode(parts[0]) else {
                throw .invalid("query", "a query parameter's name is not valid percent-encoded UTF-8")
            }
            guard allowed.contains(name) else { throw .invalid(name, "unknown query parameter '\(name)'") }
            guard values[name] == nil else { throw .invalid(name, "'\(name)' is given more than once") }
            guard let value = parts.count > 1 ? PercentDecoding.decode(parts[1]) : "" else {
                throw .invalid(name, "'\(name)' is not valid percent-encoded UTF-8")
            }
            values[name] = value
        }
        return values
    }
}
