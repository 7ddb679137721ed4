import Foundation

/// A parsed ``URLRoute`` pattern: a scheme, literal and capture segments, and declared query parameters.
///
/// A pattern starting with `/` has no scheme: it matches the URL's path only (the host excluded), whatever the
/// scheme and host, as the original's path-matching openers do.
struct URLPattern: Sendable {
    /// Why a pattern could not be parsed.
    struct Issue: Error {
        let reason: String
    }

    enum Segment: Sendable, Equatable {
        case literal(String)
        case capture(String)
    }

    /// A query parameter named in the pattern; a `nil` default makes it required.
    struct QueryParameter: Sendable, Equatable {
        let name: String
        let defaultValue: String?
    }

    let source: String
    /// The lowercased scheme, or `nil` for a path-only pattern.
    let scheme: String?
    let segments: [Segment]
    let queryParameters: [QueryParameter]

    init(parsing source: String) throws(Issue) {
        self.source = source
        if source.hasPrefix("/") {
            scheme = nil
            guard !source.contains("#") else { throw Issue(reason: "fragments ('#') are not supported") }
            let parts = source.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            segments = try Self.parseSegments(parts.first.map(String.init) ?? "")
            queryParameters = try Self.parseQuery(parts.count > 1 ? String(parts[1]) : "", segments: segments)
            return
        }
        guard let colon = source.firstIndex(of: ":") else {
            throw Issue(reason: "it has no scheme; write it as 'scheme://first/second'")
        }
        let scheme = String(source[..<colon])
        guard Self.isValidScheme(scheme) else {
            throw Issue(reason: "'\(scheme)' is not a valid scheme (a letter, then letters, digits, '+', '-' or '.')")
        }
        self.scheme = scheme.lowercased()
        var rest = source[source.index(after: colon)...]
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        guard !rest.contains("#") else { throw Issue(reason: "fragments ('#') are not supported") }
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        segments = try Self.parseSegments(parts.first.map(String.init) ?? "")
        queryParameters = try Self.parseQuery(parts.count > 1 ? String(parts[1]) : "", segments: segments)
    }

    /// The captures of `url` when its scheme and segments match, else `nil`.
    func captures(in url: ParsedURL) -> [String: String]? {
        if let scheme, url.scheme != scheme { return nil }
        let values = scheme == nil ? url.pathSegments : url.segments
        guard values.count == segments.count else { return nil }
        var captures: [String: String] = [:]
        for (segment, value) in zip(segments, values) {
            switch segment {
            case let .literal(literal):
                guard literal.lowercased() == value.lowercased() else { return nil }
            case let .capture(name):
                captures[name] = value
            }
        }
        return captures
    }

    /// The match of `url` (captures, query items and declared defaults) when its scheme and segments match.
    ///
    /// A declared parameter without default that the URL lacks is not filled in; ``requireParameters(_:route:)``
    /// reports it when the route is opened.
    func match(_ url: ParsedURL, route: String) -> URLMatch? {
        guard let captures = captures(in: url) else { return nil }
        var query = url.query
        for parameter in queryParameters where query[parameter.name] == nil {
            if let defaultValue = parameter.defaultValue { query[parameter.name] = defaultValue }
        }
        return URLMatch(url: url.source, route: route, pathParameters: captures, queryParameters: query)
    }

    /// Throws for the first declared parameter without default that `match` lacks.
    func requireParameters(_ match: URLMatch, route: String) throws(URLOpeningError) {
        for parameter in queryParameters where match.queryParameters[parameter.name] == nil {
            throw .missingParameter(parameter.name, route: route)
        }
    }

    private static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCIILetter else { return false }
        return scheme.unicodeScalars.allSatisfy { scalar in
            scalar.isASCIILetter || scalar.isASCIIDigit || "+-.".unicodeScalars.contains(scalar)
        }
    }

    private static func parseSegments(_ path: String) throws(Issue) -> [Segment] {
        var segments: [Segment] = []
        var names: Set<String> = []
        for raw in path.split(separator: "/") {
            let text = String(raw)
            if text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 {
                let name = String(text.dropFirst().dropLast())
                try validateName(name, in: "capture '\(text)'")
                guard names.insert(name).inserted else { throw Issue(reason: "the capture '{\(name)}' appears twice") }
                segments.append(.capture(name))
            } else if text.contains("{") || text.contains("}") {
                throw Issue(reason: "'\(text)' mixes text and braces; a capture must be a whole segment like '{id}'")
            } else {
                guard let literal = text.removingPercentEncoding else {
                    throw Issue(reason: "the segment '\(text)' has an invalid percent-encoding")
                }
                segments.append(.literal(literal))
            }
        }
        return segments
    }

    private static func parseQuery(_ query: String, segments: [Segment]) throws(Issue) -> [QueryParameter] {
        var parameters: [QueryParameter] = []
        for item in query.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pair[0])
            try validateName(name, in: "query item '\(item)'")
            guard !parameters.contains(where: { $0.name == name }) else {
                throw Issue(reason: "the query parameter '\(name)' is declared twice")
            }
            guard !segments.contains(.capture(name)) else {
                throw Issue(reason: "'\(name)' is declared both as a path capture and as a query parameter")
            }
            let value = pair.count > 1 ? String(pair[1]) : ""
            guard let decoded = value.removingPercentEncoding else {
                throw Issue(reason: "the default of '\(name)' has an invalid percent-encoding")
            }
            parameters.append(QueryParameter(name: name, defaultValue: decoded.isEmpty ? nil : decoded))
        }
        return parameters
    }

    private static func validateName(_ name: String, in context: String) throws(Issue) {
        guard !name.isEmpty else { throw Issue(reason: "the \(context) has an empty name") }
        let valid = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCIILetter || scalar.isASCIIDigit || "_-.".unicodeScalars.contains(scalar)
        }
        guard valid else {
            throw Issue(reason: "the \(context) has the name '\(name)'; use letters, digits, '_', '-' or '.'")
        }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
