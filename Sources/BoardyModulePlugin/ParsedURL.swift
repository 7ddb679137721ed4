import Foundation

/// A deep link broken into what routes match on: the lowercased scheme, the decoded segments (host first) and the
/// decoded query items.
struct ParsedURL {
    let source: String
    let scheme: String
    let segments: [String]
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
        var rawSegments: [Substring] = []
        if let host = components.percentEncodedHost, !host.isEmpty {
            rawSegments.append(Substring(host))
        }
        rawSegments += components.percentEncodedPath.split(separator: "/")
        var segments: [String] = []
        for raw in rawSegments {
            guard let decoded = raw.removingPercentEncoding else {
                throw .malformedURL(source, reason: "the segment '\(raw)' is not valid percent-encoded UTF-8")
            }
            segments.append(decoded)
        }
        self.segments = segments
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
}
