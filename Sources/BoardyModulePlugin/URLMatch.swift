/// The parameters of a URL that matched a ``URLRoute``, with typed, validating accessors.
///
/// ``parameters`` merges the query items with the path captures; a path capture wins over a query item of the
/// same name. All values are percent-decoded; `+` is kept as a plus sign (it is not form-decoded to a space).
///
/// The throwing accessors produce the errors ``PluginLauncher/open(url:)`` reports:
///
/// ```swift
/// let id = try match.positiveInt("id")            // "abc" → invalidParameter("id", ..., "a positive integer")
/// let page = try match.value("page", as: Int.self) // missing → missingParameter("page")
/// ```
public struct URLMatch: Equatable, Sendable {
    /// The URL as given to ``PluginLauncher/open(url:)``.
    public let url: String
    /// The pattern of the route that matched.
    public let route: String
    /// The values captured by `{name}` segments.
    public let pathParameters: [String: String]
    /// The query items (first occurrence of a name), plus the defaults the pattern declares for absent ones.
    public let queryParameters: [String: String]

    /// Creates a match; the launcher builds these, tests of route handlers may too.
    public init(url: String, route: String, pathParameters: [String: String], queryParameters: [String: String]) {
        self.url = url
        self.route = route
        self.pathParameters = pathParameters
        self.queryParameters = queryParameters
    }

    /// The query parameters merged with the path parameters; the path wins on a conflict.
    public var parameters: [String: String] {
        queryParameters.merging(pathParameters) { _, path in path }
    }

    /// The parameter `name`, or `nil` when the URL does not have it.
    public subscript(_ name: String) -> String? {
        pathParameters[name] ?? queryParameters[name]
    }

    /// The parameter `name` as a string (possibly empty).
    ///
    /// - Throws: ``URLOpeningError/missingParameter(_:route:)`` when the URL does not have it.
    public func string(_ name: String) throws(URLOpeningError) -> String {
        guard let value = self[name] else { throw .missingParameter(name, route: route) }
        return value
    }

    /// The parameter `name` converted to `Value` and checked with `isValid`.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - type: The type to convert to, through `LosslessStringConvertible`.
    ///   - expected: How the requirement reads in the error, e.g. `"a positive integer"`; `nil` uses the type name.
    ///   - isValid: An extra check of the converted value.
    /// - Throws: ``URLOpeningError/missingParameter(_:route:)`` when absent,
    ///   ``URLOpeningError/invalidParameter(_:value:expected:route:)`` when it does not convert or is not valid.
    public func value<Value: LosslessStringConvertible>(
        _ name: String,
        as type: Value.Type = Value.self,
        expected: String? = nil,
        where isValid: (Value) -> Bool = { _ in true }
    ) throws(URLOpeningError) -> Value {
        let raw = try string(name)
        guard let value = Value(raw), isValid(value) else {
            throw .invalidParameter(
                name, value: raw, expected: expected ?? "a value of type \(Value.self)", route: route)
        }
        return value
    }

    /// The parameter `name` as an integer greater than zero (an id, a page number).
    ///
    /// - Throws: ``URLOpeningError/missingParameter(_:route:)`` when absent,
    ///   ``URLOpeningError/invalidParameter(_:value:expected:route:)`` when it is not a positive integer.
    public func positiveInt(_ name: String) throws(URLOpeningError) -> Int {
        try value(name, as: Int.self, expected: "a positive integer") { $0 > 0 }
    }
}
