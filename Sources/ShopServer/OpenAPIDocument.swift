import ShopJSON
import ShopOperations

/// The OpenAPI 3.1 description of the API, served at `GET /openapi.json`.
///
/// Two parts: what is written by hand in `Resources/openapi.json` — the info, the tags, the system routes and
/// the reusable components (the schemas of the bodies, the shared error responses, the headers, the bearer scheme) —
/// and a path item for every operation route (``APIRoutes/operationRoutes``), generated from the bindings: its
/// parameters and their schemas (from the parameters' `ArgumentKind`s), its request body, its security, its
/// `Idempotency-Key` header where the binding takes one, and its responses (the success, the errors the binding
/// declares, and those every route of its shape may answer).
enum OpenAPIDocument {
    /// The document's bytes, as `GET /openapi.json` serves them (made once).
    static let bytes: [UInt8] = document().serializedBytes()

    /// The hand-written part, `Resources/openapi.json`, embedded in the binary.
    static let handWritten: JSONObject = {
        do {
            guard case let .object(object) = try JSONTextParser<JSONValue>.parse(PackageResources.openapi_json) else {
                preconditionFailure("Resources/openapi.json is not a JSON object")
            }
            return object
        } catch {
            preconditionFailure("Resources/openapi.json cannot be read: \(error)")
        }
    }()

    /// The document: the hand-written part with a path item for each route of `routes`.
    ///
    /// - Parameter routes: The operation routes (default: the API's).
    /// - Returns: The document.
    static func document(routes: [OperationRoute] = APIRoutes.operationRoutes) -> JSONValue {
        var document = handWritten
        var paths = document["paths"]?.objectValue ?? JSONObject()
        let sharedResponses = document["components"]?.objectValue?["responses"]?.objectValue ?? JSONObject()
        for route in routes {
            var item = paths[route.path]?.objectValue ?? JSONObject()
            item[route.method.rawValue.lowercased()] = .object(operation(route, sharedResponses: sharedResponses))
            paths[route.path] = .object(item)
        }
        document["paths"] = .object(paths)
        return .object(document)
    }

    /// The operation object of `route`: documented by its endpoint without a selector, with the parameters of all.
    static func operation(_ route: OperationRoute, sharedResponses: JSONObject) -> JSONObject {
        let primary = route.endpoints.first { $0.binding.selector == nil } ?? route.endpoints[0]
        let documentation = primary.binding.documentation
        var operation: JSONObject = [
            "operationId": .string(documentation.operationID), "tags": [.string(documentation.tag)],
            "summary": .string(documentation.summary ?? primary.definition.summary),
            "description": .string(documentation.description),
        ]
        var parameters = parameters(of: route)
        if route.acceptsIdempotencyKey { parameters.append(reference("parameters", "IdempotencyKey")) }
        if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
        if let body = requestBody(of: primary) { operation["requestBody"] = body }
        if primary.binding.access.needsSignIn { operation["security"] = [["bearerAuth": []]] }
        operation["responses"] = .object(responses(of: route, sharedResponses: sharedResponses))
        return operation
    }

    /// A reference to the component `name` of `section` (`schemas`, `responses`, `headers`, `parameters`).
    static func reference(_ section: String, _ name: String) -> JSONValue {
        ["$ref": .string("#/components/\(section)/\(name)")]
    }
}
