import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends JSON requests to a running ``ServerProcess`` through async-http-client, as any HTTP client would.
struct ServerBinaryClient: Sendable {
    /// The shared client (connection pool).
    let http: HTTPClient
    /// The server's base URL.
    let baseURL: String

    /// Sends `method path` with `json` as an `application/json` body (if any) and `token` as a bearer token (if any),
    /// failing when no answer comes within `timeout`.
    func send(
        _ method: HTTPMethod, _ path: String, json: String? = nil, token: String? = nil,
        timeout: TimeAmount = .seconds(90)
    ) async throws -> ServerBinaryResponse {
        var request = HTTPClientRequest(url: baseURL + path)
        request.method = method
        if let json {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: json))
        }
        if let token {
            request.headers.add(name: "Authorization", value: "Bearer \(token)")
        }
        let response = try await http.execute(request, timeout: timeout)
        let body = try await response.body.collect(upTo: 1 << 20)
        var headers: [String: String] = [:]
        for header in response.headers {
            headers[header.name.lowercased()] = header.value
        }
        return ServerBinaryResponse(
            status: Int(response.status.code), headers: headers, body: Data(String(buffer: body).utf8))
    }

    /// `POST path` with `bytes` as an `application/json` body sent chunked, without a `Content-Length`.
    func postChunked(_ path: String, _ bytes: [UInt8]) async throws -> ServerBinaryResponse {
        var request = HTTPClientRequest(url: baseURL + path)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(bytes, length: .unknown)
        let response = try await http.execute(request, timeout: .seconds(90))
        let body = try await response.body.collect(upTo: 1 << 20)
        return ServerBinaryResponse(
            status: Int(response.status.code), headers: [:], body: Data(String(buffer: body).utf8))
    }

    /// `GET path`.
    func get(_ path: String, token: String? = nil) async throws -> ServerBinaryResponse {
        try await send(.GET, path, token: token)
    }

    /// Registers `username` (`POST /users`) and logs in (`POST /sessions`).
    ///
    /// - Returns: The session's bearer token.
    func registerAndLogIn(_ username: String, password: String) async throws -> String {
        let credentials = #"{"username":"\#(username)","password":"\#(password)"}"#
        let registered = try await send(.POST, "/users", json: credentials)
        guard registered.status == 201 else { throw UnexpectedAnswer(request: "POST /users", response: registered) }
        let session = try await send(.POST, "/sessions", json: credentials)
        guard session.status == 201 || session.status == 200, let token = session.json?["token"]?.string else {
            throw UnexpectedAnswer(request: "POST /sessions", response: session)
        }
        return token
    }
}

extension ServerBinaryClient {
    /// Runs `body` with a client whose pool keeps up to `connections` connections to the server, and shuts the
    /// client down afterwards, whatever happens.
    static func withHTTPClient<T: Sendable>(
        connections: Int = 8, _ body: (HTTPClient) async throws -> T
    ) async throws -> T {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(
            idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: connections)
        configuration.timeout = .init(connect: .seconds(10), read: .seconds(90))
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            let result = try await body(http)
            try await http.shutdown()
            return result
        } catch {
            try? await http.shutdown()
            throw error
        }
    }
}
