import ShopOperations

extension OperationEndpoint {
    /// Checks the path parameters, in the binding's order, into `values`.
    ///
    /// - Parameters:
    ///   - path: The path parameter of a name, as the router matched it.
    ///   - values: The checked values, by parameter name.
    /// - Throws: 400 naming the parameter.
    func checkPath(_ path: (String) -> String?, into values: inout [String: ArgumentValue]) throws(APIError) {
        for bound in arguments where bound.argument.location == .path {
            guard let raw = path(bound.argument.name) else { throw missing(bound) }
            guard let text = PercentDecoding.decode(raw[...]) else {
                throw .invalid(bound.argument.name, "\(bound.subject) is not valid percent-encoded UTF-8")
            }
            values[bound.parameter.name] = try check(text, bound)
        }
    }

    /// Checks the query parameters into `values`: first those every operation of `route` takes, then (for an
    /// operation picked by its selector) that no other operation's parameter is given with it, then its own.
    ///
    /// - Parameters:
    ///   - query: The query parameters given (already known to the route and not repeated).
    ///   - route: The route the endpoint is one of.
    ///   - values: The checked values, by parameter name.
    /// - Throws: 400 naming the parameter.
    func checkQuery(_ query: [String: String], of route: OperationRoute, into values: inout [String: ArgumentValue])
        throws(APIError)
    {
        for bound in queryArguments where route.sharedQueryNames.contains(bound.argument.name) {
            try checkQueryValue(query[bound.argument.name], bound, into: &values)
        }
        if let selector = binding.selector {
            for name in route.queryNames.sorted()
            where query[name] != nil && !queryArguments.contains(where: { $0.argument.name == name }) {
                throw .invalid(name, "'\(name)' cannot be combined with '\(selector.query)' (\(selector.reason))")
            }
        }
        for bound in queryArguments where !route.sharedQueryNames.contains(bound.argument.name) {
            try checkQueryValue(query[bound.argument.name], bound, into: &values)
        }
    }

    /// Checks the body members, in the binding's order, into `values`; a member that is `null` counts as left out.
    ///
    /// - Parameters:
    ///   - members: The JSON object's members (already known to the binding).
    ///   - values: The checked values, by parameter name.
    /// - Throws: 400 naming the member.
    func checkBody(_ members: [String: RequestJSONValue], into values: inout [String: ArgumentValue])
        throws(APIError)
    {
        for bound in arguments where bound.argument.location == .body {
            let name = bound.argument.name
            let text: String
            switch (members[name], bound.parameter.kind) {
            case (nil, _), (.null?, _):
                guard !bound.isRequired else { throw missing(bound) }
                continue
            case let (.integer(number)?, .identifier), let (.integer(number)?, .wholeNumber):
                text = String(number)
            case let (.number(number)?, .identifier), let (.number(number)?, .wholeNumber):
                text = "\(number)"
            case let (member?, .identifier), let (member?, .wholeNumber):
                throw .invalid(name, "'\(name)' must be a whole number, not \(member.kind)")
            case let (.string(string)?, _):
                text = string
            case let (member?, _):
                throw .invalid(name, "'\(name)' must be a string, not \(member.kind)")
            }
            values[bound.parameter.name] = try check(text, bound)
        }
    }

    private func checkQueryValue(_ text: String?, _ bound: BoundArgument, into values: inout [String: ArgumentValue])
        throws(APIError)
    {
        guard let text else {
            if bound.isRequired { throw missing(bound) }
            return
        }
        values[bound.parameter.name] = try check(text, bound)
    }

    /// `text` checked by the parameter's kind, as a typed word is; a NUL character is refused first (no database
    /// stores one in text, and PostgreSQL would fail on it), then an empty text when the binding says so.
    private func check(_ text: String, _ bound: BoundArgument) throws(APIError) -> ArgumentValue {
        if text.utf8.contains(0) {
            throw .invalid(bound.argument.name, "\(bound.subject) must not contain a NUL character")
        }
        if text.isEmpty, let refusal = bound.argument.emptyRefusal {
            throw .invalid(bound.argument.name, "\(bound.subject) \(refusal)")
        }
        do {
            return try definition.value(text, for: bound.parameter, subject: bound.subject)
        } catch {
            throw APIError(error, field: bound.argument.name)
        }
    }

    private func missing(_ bound: BoundArgument) -> APIError {
        .invalid(bound.argument.name, "\(bound.subject) is required")
    }
}
