import AuthDataIO
import HTTPTypes
import Hummingbird
import ShopJSON
import ShopOperations

extension ShopAPI {
    /// `POST /users` (register), `POST /sessions` (login), `GET /sessions/current`, `DELETE /sessions/current`
    /// (logout).
    func addAccountRoutes(to router: Router<ShopRequestContext>) {
        router.post("/users") { request, context in
            let body = try await JSONRequestBody.read(request, limit: configuration.maximumBodySize)
            try body.rejectUnknown(allowed: ["username", "password"])
            let credentials = Credentials(
                username: try body.string("username"), password: try body.string("password"),
                client: context.clientAddress ?? Credentials.localClient)
            return try sessionResponse(try await register(credentials))
        }
        router.post("/sessions") { request, context in
            let body = try await JSONRequestBody.read(request, limit: configuration.maximumBodySize)
            try body.rejectUnknown(allowed: ["username", "password"])
            let input = LoginOperation.Input(
                username: try body.string("username"), password: try body.string("password"),
                client: context.clientAddress ?? Credentials.localClient)
            return try sessionResponse(try await run(LoginOperation.self, input, access: .startsSession))
        }
        router.get("/sessions/current") { request, _ in
            let reply = try await run(
                WhoAmIOperation.self, NoInput(), access: .signedIn(bearerToken: RequestParameters.bearerToken(request)))
            guard let user = reply.output else { throw APIError.unauthorized() }
            return JSONResponse.ok(Self.session(user, token: nil))
        }
        router.delete("/sessions/current") { request, _ in
            let reply = try await run(
                LogoutOperation.self, false, access: .signedIn(bearerToken: RequestParameters.bearerToken(request)))
            return JSONResponse.ok(LogoutOperation.result(reply.output))
        }
    }

    /// 201 with `{"username","token","expiresAt"}` and `Location: /sessions/current`.
    private func sessionResponse(_ reply: GraphReply<AuthenticatedUser>) throws(APIError) -> Response {
        guard let token = reply.sessionToken else { throw .internal("the new session has no token") }
        return JSONResponse.make(
            .created, Self.session(reply.output, token: token), headers: [.location: "/sessions/current"])
    }

    /// `{"username","token","expiresAt"}`; without a token (`GET /sessions/current`) `{"username","expiresAt"}`.
    static func session(_ user: AuthenticatedUser, token: String?) -> JSONValue {
        var object: JSONObject = ["username": JSONValue(user.username)]
        if let token { object["token"] = JSONValue(token) }
        object["expiresAt"] = JSONValue(user.sessionExpiresAt)
        return .object(object)
    }

    /// Registers and signs in; a broken username or password rule names its member (`username` or `password`).
    private func register(_ credentials: Credentials) async throws(APIError) -> GraphReply<AuthenticatedUser> {
        do {
            return try await run(RegisterOperation.self, credentials, access: .startsSession)
        } catch {
            guard error.code == OperationErrorCode.invalidArguments.rawValue else { throw error }
            let field = error.message.hasPrefix("invalid password") ? "password" : "username"
            throw APIError(error.status, code: error.code, error.message, field: field, headers: error.headers)
        }
    }
}
