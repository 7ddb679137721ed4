import Foundation

/// A deep link broken into what routes match on: the lowercased scheme, the decoded segments (host first) and the
/// decoded query items.
struct ParsedURL {
    let source: String
    let scheme: String
    let segments: [String]
    /// The decoded path segments without the host (what a path-only pattern matches).
    let pathSegments: [String]
    /// The query items, percent-decoded; the first occurrence of a name wins and `+` stays a plus sign.
    let query: [String: String]

    init(parsing source: String) throws(URLOpeningError) {
        self.source = source
        guard let components = URLComponents(string: source, encodingInvalidCharacters: false) else {
            throw .malformedURL(source, reason: "it is not a valid URL (check for spaces and stray '%' characters)")
        }
        guard let scheme = components.scheme, !scheme.isEmpty else {
            throw .malformedURL(source, reason: "it has no scheme, like 'shop://'")
        }
        self.scheme = scheme.lowercased()
        var pathSegments: [String] = []
        for raw in components.percentEncodedPath.split(separator: "/") {
            pathSegments.append(try Self.decoded(raw, in: source))
        }
        self.pathSegments = pathSegments
        if let host = components.percentEncodedHost, !host.isEmpty {
            segments = [try Self.decoded(Substring(host), in: source)] + pathSegments
        } else {
            segments = pathSegments
        }
        var query: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            guard let name = item.name.removingPercentEncoding,
                let value = (item.value ?? "").removingPercentEncoding
            else {
                throw .malformedURL(source, reason: "the query item '\(item.name)' is not valid percent-encoded UTF-8")
            }
            if !name.isEmpty, query[name] == nil {
                query[name] = value
            }
        }
        self.query = query
    }

    private static func decoded(_ raw: Substring, in source: String) throws(URLOpeningError) -> String {
        guard let decoded = raw.removingPercentEncoding else {
            throw .malformedURL(source, reason: "the segment '\(raw)' is not valid percent-encoded UTF-8")
        }
        return decoded
    }
}
