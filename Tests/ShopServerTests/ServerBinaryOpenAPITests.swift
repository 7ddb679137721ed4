import AsyncHTTPClient
import Foundation
import HTTPTypes
import NIOHTTP1
import Testing

@testable import ShopServer

/// The OpenAPI document the built `shop-server` serves, against the routes the server really has.
@Suite("shop-server binary: the OpenAPI document matches the routes")
struct ServerBinaryOpenAPITests {
    /// The methods an OpenAPI path item may have.
    static let operationMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    @Test("GET /openapi.json documents exactly the server's paths and methods, each with an operationId")
    func documentedRoutes() async throws {
        try await ServerBinaryClient.withHTTPClient { http in
            let server = try await ServerProcess.start(client: http)
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
            let document = try await client.get("/openapi.json")
            #expect(document.status == 200 && document.json?["openapi"]?.string == "3.1.0")
            let paths = try #require(document.json?["paths"])
            var documented: [String: Set<String>] = [:]
            for path in paths.keys {
                let item = try #require(paths[path])
                let methods = item.keys.filter { Self.operationMethods.contains($0) }
                documented[path] = Set(methods.map { $0.uppercased() })
                for method in methods {
                    #expect(item[method]?["operationId"]?.string?.isEmpty == false, "\(method) \(path)")
                }
            }
            let routes = Dictionary(
                uniqueKeysWithValues: APIRoutes.entries.map { ($0.pattern, Set($0.methods.map(\.rawValue))) })
            #expect(documented == routes)
            _ = await server.terminate()
        }
    }

    @Test("every documented path answers an undocumented method with 405 and Allow listing the documented ones")
    func undocumentedMethods() async throws {
        try await ServerBinaryClient.withHTTPClient { http in
            let server = try await ServerProcess.start(client: http)
            let client = ServerBinaryClient(http: http, baseURL: server.baseURL)
            let paths = try #require(try await client.get("/openapi.json").json?["paths"])
            for pattern in paths.keys {
                let documented = Set(try #require(paths[pattern]).keys.map { $0.uppercased() })
                let path = pattern.replacingOccurrences(of: "{id}", with: "1")
                    .replacingOccurrences(of: "{productId}", with: "1")
                let method = try #require(
                    [HTTPMethod.PUT, .PATCH, .POST, .DELETE].first { !documented.contains($0.rawValue) })
                let answer = try await client.send(method, path)
                #expect(
                    answer.status == 405 && answer.errorCode == "method-not-allowed", "\(method) \(path): \(answer)")
                let allowed = Set(
                    (answer.headers["allow"] ?? "").split(separator: ",").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    })
                let expected = documented.contains("GET") ? documented.union(["HEAD"]) : documented
                #expect(allowed == expected, "Allow of \(path)")
            }
            #expect(await server.terminate() == 0)
        }
    }
}
