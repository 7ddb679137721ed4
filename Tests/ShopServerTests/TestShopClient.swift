import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A test client that speaks the shop's JSON: bodies as JSON text, replies parsed.
struct TestShopClient: Sendable {
    /// Hummingbird's client.
    let client: any TestClientProtocol

    /// Sends a request.
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - uri: The path and query.
    ///   - json: A JSON body (sent as `application/json` unless `headers` set a content type).
    ///   - token: A bearer token for `Authorization`.
    ///   - headers: More headers.
    func send(
        _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, token: String? = nil,
        headers: HTTPFields = [:]
    ) async throws -> TestReply {
        var fields = headers
        if json != nil, fields[.contentType] == nil { fields[.contentType] = "application/json" }
        if let token { fields[.authorization] = "Bearer \(token)" }
        let response = try await client.execute(
            uri: uri, method: method, headers: fields, body: json.map { ByteBuffer(string: $0) })
        return TestReply(status: response.status, headers: response.headers, text: String(buffer: response.body))
    }

    /// Logs in and returns the bearer token.
    func login(_ username: String, _ password: String) async throws -> String {
        let reply = try await send(.post, "/sessions", json: #"{"username":"\#(username)","password":"\#(password)"}"#)
        #expect(reply.status == .created, "\(reply.text)")
        return try #require(reply.object["token"] as? String)
    }

    /// Logs in as demo user `n` (`user000n`, `password-000n`).
    func login(demoUser n: Int) async throws -> String {
        try await login("user000\(n)", "password-000\(n)")
    }
}
