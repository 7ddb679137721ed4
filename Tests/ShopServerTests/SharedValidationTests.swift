import Foundation
import HTTPTypes
import ShopOperations
import Testing

@testable import ShopServer

/// Request values are checked by the operations' own parameters, as the REPL checks typed words, and an error names
/// the field the binding maps its parameter to.
@Suite("shop-server: values are checked as the REPL checks them")
struct SharedValidationTests {
    @Test(
        "a bad value gets the REPL's message, naming the HTTP field",
        arguments: [
            ("/products/abc", "id", ProductOperation.definition, ["abc"]),
            ("/products?perPage=0", "perPage", ProductsOperation.definition, ["--per-page", "0"]),
            ("/products?sort=size", "sort", ProductsOperation.definition, ["--sort", "size"]),
            ("/products?q=%20", "q", SearchOperation.definition, [" "]),
        ] as [(String, String, OperationDefinition, [String])])
    func sameMessages(uri: String, field: String, definition: OperationDefinition, words: [String]) async throws {
        let typed = try #require(Self.failure(definition, words))
        try await TestServer.with { client, _ in
            let reply = try await client.send(.get, uri)
            #expect(reply.status == .badRequest)
            #expect(reply.error.code == typed.code.rawValue)
            #expect(reply.error.field == field)
            let message = try #require(reply.error.message)
            let repl = typed.message.replacingOccurrences(of: "--per-page", with: "'perPage'")
                .replacingOccurrences(of: "--sort", with: "'sort'")
            #expect(message == repl, "the REPL says \(typed.message)")
        }
    }

    @Test("an error blames a parameter, and the field comes from the binding, never from the message")
    func fieldFromTheError() throws {
        let binding = try #require(RegisterOperation.definition.httpBindings.first)
        let misleading = OperationError(.invalidArguments, "invalid password: a message about something else")
        #expect(APIError(misleading.blaming("username"), binding: binding).field == "username")
        #expect(APIError(misleading, binding: binding).field == nil)
    }

    private static func failure(_ definition: OperationDefinition, _ words: [String]) -> OperationError? {
        do {
            _ = try definition.arguments(from: words)
            return nil
        } catch {
            return error
        }
    }
}
