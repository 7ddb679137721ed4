import Hummingbird
import HummingbirdTesting
import Testing

@testable import ShopServer

@Suite("Health and OpenAPI")
struct HealthTests {
    @Test("GET /health answers 200 with status ok")
    func health() async throws {
        let server = try TestServer()
        try await server.application.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(String(buffer: response.body).contains(#""status":"ok""#))
            }
        }
    }
}
