import Foundation
import HTTPTypes
import Hummingbird

/// The parts of a request other than its body: the bearer token, path parameters and query parameters, checked with
/// errors that name the parameter at fault.
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

    /// The id in path parameter `name` (a whole number from 1 up).
    ///
    /// - Throws: 400 naming `field` otherwise.
    static func identifier(_ context: ShopRequestContext, _ name: String, field: String) throws(APIError) -> Int64 {
        guard let text = context.parameters.get(name), let value = Int64(text), value > 0 else {
            throw .invalid(field, "'\(field)' must be a whole number from 1 to \(Int64.max)")
        }
        return value
    }

    /// The query parameters, each given once, among `allowed`.
    ///
    /// - Throws: 400 naming the parameter that is unknown or repeated.
    static func query(_ request: Request, allowed: Set<String>) throws(APIError) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in request.uri.queryParameters {
            let name = String(name)
            guard allowed.contains(name) else { throw .invalid(name, "unknown query parameter '\(name)'") }
            guard values[name] == nil else { throw .invalid(name, "'\(name)' is given more than once") }
            values[name] = String(value)
        }
        return values
    }

    /// The whole number in `values[name]`, in `range`, or `defaultValue` when absent.
    ///
    /// - Throws: 400 naming `name` when it is not such a number.
    static func wholeNumber(
        _ values: [String: String], _ name: String, in range: ClosedRange<Int>, default defaultValue: Int
    ) throws(APIError) -> Int {
        guard let text = values[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw .invalid(name, "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
