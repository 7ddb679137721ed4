/// The OpenAPI 3.1 description of the API, embedded in the binary from `Resources/openapi.json`.
enum OpenAPIDocument {
    /// The document's bytes, as `GET /openapi.json` serves them.
    static let bytes: [UInt8] = PackageResources.openapi_json
}
