import AuthDataIO
import HTTPTypes
import Hummingbird
import ShopJSON
import ShopOperations

extension ShopAPI {
    /// Runs `Operation` with checked arguments as `binding` says, and answers.
    ///
    /// A ``ShopOperations/HTTPBinding/Access/catalog`` binding runs in a graph borrowed from ``catalogGraphs``; any
    /// other in a fresh graph (``RequestGraph``), which also handles the request's `Idempotency-Key`. The body is the
    /// operation's `result`, or the session the graph holds afterwards; a 201 carries the binding's `Location`; a 204
    /// has no body.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - binding: The binding the request came through.
    ///   - arguments: The checked arguments.
    ///   - caller: Who sent the request.
    ///   - idempotency: The request's `Idempotency-Key` and fingerprint, if it sent one the route takes.
    /// - Returns: The response.
    /// - Throws: ``APIError``: the operation's error (naming the field of the parameter it blames) with its status.
    func perform<Operation: ShopOperation>(
        _ operation: Operation.Type, _ binding: HTTPBinding, _ arguments: OperationArguments, caller: RequestCaller,
        idempotency: IdempotentRequest? = nil
    ) async throws(APIError) -> Response {
        let input: Operation.Input
        do {
            input = try Operation.input(from: arguments)
        } catch {
            throw APIError(error, binding: binding)
        }
        if binding.access == .catalog {
            let output = try await catalogGraphs.perform(operation, input, binding: binding)
            return try Self.response(
                Operation.self, GraphReply(output: output, user: nil, sessionToken: nil), binding: binding,
                arguments: arguments)
        }
        return try await RequestGraph(backend: backend, metrics: metrics).respond(
            operation, input, binding: binding, caller: caller, idempotency: idempotency
        ) { reply throws(APIError) in
            try Self.response(Operation.self, reply, binding: binding, arguments: arguments)
        }
    }

    /// The answer to a success of `Operation` through `binding`: its `result`, or the session the graph holds
    /// afterwards, with the binding's status (and `Location` for a 201).
    static func response<Operation: ShopOperation>(
        _ operation: Operation.Type, _ reply: GraphReply<Operation.Output>, binding: HTTPBinding,
        arguments: OperationArguments
    ) throws(APIError) -> Response {
        let body: JSONValue
        switch binding.response.body {
        case .result:
            body = Operation.result(reply.output)
        case .newSession:
            guard let user = reply.user, let token = reply.sessionToken else {
                throw .internal("the new session has no token")
            }
            body = Self.session(user, token: token)
        case .currentSession:
            guard let user = reply.user else { throw .unauthorized() }
            body = Self.session(user, token: nil)
        }
        switch binding.success {
        case .ok:
            return JSONResponse.ok(body)
        case let .created(location):
            let path = Self.location(location, binding: binding, arguments: arguments, body: body)
            return JSONResponse.make(.created, body, headers: [.location: path])
        case .noContent:
            return Response(status: .noContent)
        }
    }

    /// `{"username","token","expiresAt","role"}`; without a token (the current session)
    /// `{"username","expiresAt","role"}`.
    static func session(_ user: AuthenticatedUser, token: String?) -> JSONValue {
        var object: JSONObject = ["username": JSONValue(user.username)]
        if let token { object["token"] = JSONValue(token) }
        object["expiresAt"] = JSONValue(user.sessionExpiresAt)
        object["role"] = JSONValue(user.role.rawValue)
        return .object(object)
    }

    /// `template` with each `{name}` replaced by the request value of that HTTP name, else by the member of that name
    /// in the response body (`/orders/{id}` → `/orders/8`).
    static func location(
        _ template: String, binding: HTTPBinding, arguments: OperationArguments, body: JSONValue
    ) -> String {
        var path = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            path += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            path += locationValue(name, binding: binding, arguments: arguments, body: body)
            rest = rest[rest.index(after: close)...]
        }
        return path + rest
    }

    private static func locationValue(
        _ name: String, binding: HTTPBinding, arguments: OperationArguments, body: JSONValue
    ) -> String {
        if let argument = binding.arguments.first(where: { $0.name == name }) {
            switch arguments.values[argument.parameter] {
            case let .identifier(id)?: return String(id)
            case let .number(number)?: return String(number)
            case let .text(text)?: return text
            case .flag?, nil: break
            }
        }
        guard case let .object(object) = body else { return "" }
        switch object[name] {
        case let .int(number)?: return String(number)
        case let .string(text)?: return text
        default: return ""
        }
    }
}
