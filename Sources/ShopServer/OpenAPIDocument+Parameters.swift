import ShopJSON
import ShopOperations

extension OpenAPIDocument {
    /// The path and query parameters of `route`, each once: a query parameter is required only when every endpoint
    /// requires it (`q` picks `search` but is optional for `GET /products`).
    static func parameters(of route: OperationRoute) -> [JSONValue] {
        var seen: Set<String> = []
        var parameters: [JSONValue] = []
        for endpoint in route.endpoints {
            for bound in endpoint.arguments where bound.argument.location != .body {
                let argument = bound.argument
                guard seen.insert("\(argument.location.rawValue) \(argument.name)").inserted else { continue }
                let required =
                    argument.location == .path
                    || route.endpoints.allSatisfy { endpoint in
                        endpoint.arguments.contains { $0.argument == argument && $0.isRequired }
                    }
                var parameter: JSONObject = [
                    "name": .string(argument.name), "in": .string(argument.location.rawValue),
                    "required": .bool(required),
                ]
                if let description = argument.description { parameter["description"] = .string(description) }
                parameter["schema"] = .object(schema(of: bound))
                parameters.append(.object(parameter))
            }
        }
        return parameters
    }

    /// The request body of `endpoint`: its documented schema, or an object of its body members.
    static func requestBody(of endpoint: OperationEndpoint) -> JSONValue? {
        let members = endpoint.arguments.filter { $0.argument.location == .body }
        guard !members.isEmpty else { return nil }
        let documentation = endpoint.binding.documentation
        var body: JSONObject = ["required": true]
        if let description = documentation.bodyDescription { body["description"] = .string(description) }
        let schema = documentation.bodySchema.map { reference("schemas", $0) } ?? .object(objectSchema(of: members))
        body["content"] = ["application/json": ["schema": schema]]
        return .object(body)
    }

    /// The schema of a JSON object with `members`: each typed by its kind, the required ones listed, no others.
    static func objectSchema(of members: [OperationEndpoint.BoundArgument]) -> JSONObject {
        var properties = JSONObject()
        for bound in members {
            var property = schema(of: bound)
            if !bound.isRequired, case let .string(type)? = property["type"] {
                property["type"] = [.string(type), "null"]
            }
            if let description = bound.argument.description { property["description"] = .string(description) }
            properties[bound.argument.name] = .object(property)
        }
        return [
            "description": "Unknown members are refused (400 naming the member).", "type": "object",
            "properties": .object(properties),
            "required": .array(members.filter(\.isRequired).map { .string($0.argument.name) }),
            "additionalProperties": false,
        ]
    }

    /// The schema of one value: what its parameter's kind accepts.
    ///
    /// | kind | schema |
    /// |---|---|
    /// | identifier | an int64 from 1 |
    /// | whole number | an int64 in its range |
    /// | choice | a string among the choices |
    /// | search text | a string of 1 to its length, not blank |
    /// | text, secret | a string (at least 1 character when the binding refuses an empty one) |
    static func schema(of bound: OperationEndpoint.BoundArgument) -> JSONObject {
        switch bound.parameter.kind {
        case .identifier:
            ["type": "integer", "format": "int64", "minimum": 1, "maximum": .int(Int64.max)]
        case let .wholeNumber(range):
            [
                "type": "integer", "format": "int64", "minimum": JSONValue(range.lowerBound),
                "maximum": JSONValue(range.upperBound),
            ]
        case let .choice(choices):
            ["type": "string", "enum": .array(choices.map(JSONValue.string))]
        case let .searchText(maximumLength):
            ["type": "string", "minLength": 1, "maxLength": JSONValue(maximumLength), "pattern": "\\S"]
        case .text, .secret:
            bound.argument.emptyRefusal == nil ? ["type": "string"] : ["type": "string", "minLength": 1]
        }
    }
}
