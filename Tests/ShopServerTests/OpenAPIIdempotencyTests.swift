import Foundation
import ShopOperations
import Testing

@testable import ShopServer

/// The `Idempotency-Key` header and its answers in the OpenAPI document, derived from the bindings.
@Suite("shop-server: the OpenAPI document documents Idempotency-Key from the bindings")
struct OpenAPIIdempotencyTests {
    @Test(
        "every state-changing signed-in route, and only such a route, takes the header and documents 400, 409 and 422")
    func headerOnTheRightRoutes() throws {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bytes)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        var taking: [String] = []
        for route in APIRoutes.operationRoutes {
            let context = "\(route.method.rawValue) \(route.path)"
            let operation = try #require(paths[route.path]?[route.method.rawValue.lowercased()], "\(context)")
            let parameters = operation["parameters"] as? [[String: Any]] ?? []
            let takesKey = parameters.contains { $0["$ref"] as? String == "#/components/parameters/IdempotencyKey" }
            let binding = route.endpoints[0].binding
            let expected = binding.access.needsSignIn && binding.method != .get
            #expect(takesKey == expected, "\(context)")
            #expect(route.acceptsIdempotencyKey == expected, "\(context)")
            guard takesKey else { continue }
            taking.append(context)
            let responses = operation["responses"] as? [String: Any] ?? [:]
            for status in ["400", "409", "422"] {
                #expect(responses[status] != nil, "\(context): \(status)")
            }
            let conflict = (responses["409"] as? [String: Any])?["description"] as? String ?? ""
            #expect(conflict.contains("idempotency-key-in-flight"), "\(context): \(conflict)")
            let unprocessable = (responses["422"] as? [String: Any])?["description"] as? String ?? ""
            #expect(unprocessable.contains("idempotency-key-reused"), "\(context): \(unprocessable)")
            let success = responses["\(binding.success.status)"] as? [String: Any]
            let headers = success?["headers"] as? [String: Any] ?? [:]
            #expect(headers["Idempotent-Replayed"] != nil, "\(context)")
        }
        #expect(taking.contains("POST /orders"))
        #expect(taking.contains("POST /cart/items"))
        #expect(taking.contains("POST /admin/products") && taking.contains("POST /admin/orders/{id}/ship"))
        #expect(!taking.contains("POST /users") && !taking.contains("POST /sessions"))
        let components = try #require(document["components"] as? [String: Any])
        let parameter = try #require(
            (components["parameters"] as? [String: Any])?["IdempotencyKey"] as? [String: Any])
        #expect(parameter["name"] as? String == HTTPBinding.idempotencyKeyHeader)
        #expect(parameter["in"] as? String == "header")
        let schema = try #require(parameter["schema"] as? [String: Any])
        #expect(schema["maxLength"] as? Int == 255)
        #expect(schema["minLength"] as? Int == 1)
    }
}
