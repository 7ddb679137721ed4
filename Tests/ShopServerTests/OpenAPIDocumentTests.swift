import Foundation
import HTTPTypes
import ShopOperations
import Testing

@testable import ShopServer

/// The served OpenAPI document, generated from the operations' bindings, against the routes the router answers.
@Suite("shop-server: the OpenAPI document derives from the bindings")
struct OpenAPIDocumentTests {
    @Test("the document lists exactly the paths and methods the router answers")
    func pathsAndMethods() async throws {
        try await TestServer.with { client, _ in
            let paths = try Self.paths(try await client.send(.get, "/openapi.json"))
            let documented = paths.mapValues { Set($0.keys.map { $0.uppercased() }) }
            let routes = Dictionary(
                uniqueKeysWithValues: APIRoutes.entries.map { ($0.pattern, Set($0.methods.map(\.rawValue))) })
            #expect(documented == routes)
        }
    }

    @Test("each binding's success status is documented, and every route answers a status its operation documents")
    func statuses() async throws {
        try await TestServer.with { client, _ in
            let paths = try Self.paths(try await client.send(.get, "/openapi.json"))
            for route in APIRoutes.operationRoutes {
                let operation = try #require(paths[route.path]?[route.method.rawValue.lowercased()])
                let documented = Set((operation["responses"] as? [String: Any] ?? [:]).keys)
                for endpoint in route.endpoints {
                    #expect(documented.contains("\(endpoint.binding.success.status)"), "\(route.path)")
                }
                let uri = route.path.replacingOccurrences(of: "{id}", with: "3")
                    .replacingOccurrences(of: "{productId}", with: "3")
                let json = route.method.readsBody ? "{}" : nil
                for token in [nil, try await client.login(demoUser: 3)] {
                    let reply = try await client.send(route.method.httpMethod, uri, json: json, token: token)
                    let status = reply.status.code
                    #expect(
                        documented.contains("\(status)") || (status >= 500 && documented.contains("5XX")),
                        "\(route.method.rawValue) \(uri) answered \(status), documented \(documented.sorted())")
                }
            }
        }
    }

    @Test("every binding names its operation's parameters, fills its path, and refers to schemas that exist")
    func bindingsAreConsistent() throws {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bytes)) as? [String: Any])
        let components = try #require(document["components"] as? [String: Any])
        let schemas = try #require(components["schemas"] as? [String: [String: Any]])
        var operationIDs: [String] = []
        for operation in OperationCatalog.all {
            let definition = operation.definition
            for binding in definition.httpBindings {
                let context = "\(binding.method.rawValue) \(binding.path)"
                operationIDs.append(binding.documentation.operationID)
                for argument in binding.arguments {
                    let parameter = try #require(definition.parameter(named: argument.parameter), "\(context)")
                    #expect(parameter.role != .flag, "\(context): a flag is a fixed value")
                }
                #expect(binding.arguments(in: .path).map(\.name) == binding.pathParameterNames, "\(context)")
                for name in binding.fixedValues.keys {
                    #expect(definition.parameter(named: name) != nil, "\(context): \(name)")
                }
                #expect(schemas[binding.response.schema] != nil, "\(context): \(binding.response.schema)")
                if let name = binding.documentation.bodySchema {
                    let schema = try #require(schemas[name], "\(context): \(name)")
                    let members = binding.arguments(in: .body)
                    let properties = schema["properties"] as? [String: Any] ?? [:]
                    #expect(Set(properties.keys) == Set(members.map(\.name)), "\(context): \(name)")
                    let required = Set(members.filter { definition.requires($0) }.map(\.name))
                    #expect(Set(schema["required"] as? [String] ?? []) == required, "\(context): \(name)")
                }
                for error in binding.errors where error.description == nil {
                    let status = error.code.httpStatus.code
                    #expect(OpenAPIDocument.sharedResponseNames[status] != nil, "\(context): \(error.code)")
                }
            }
        }
        #expect(Set(operationIDs).count == operationIDs.count, "operationIds are unique")
    }

    @Test("the catalog routes, and only they, may share graphs; operations that need sign-in are signed in")
    func access() {
        for operation in OperationCatalog.all {
            let definition = operation.definition
            for binding in definition.httpBindings {
                if definition.requiresSignIn {
                    #expect(binding.access == (definition.requiresStaff ? .staff : .signedIn), "\(definition.name)")
                }
                if binding.access == .catalog {
                    #expect(["categories", "products", "search", "product"].contains(definition.name))
                }
            }
        }
    }

    /// The `paths` of a served document: each path's methods and their operation objects.
    static func paths(_ reply: TestReply) throws -> [String: [String: [String: Any]]] {
        #expect(reply.status == .ok)
        return try #require(reply.object["paths"] as? [String: [String: [String: Any]]])
    }
}
