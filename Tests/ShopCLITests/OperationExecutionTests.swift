import AuthDataIO
import CartDataIO
import ProductDataIO
import ShopApp
import ShopJSON
import ShopOperations
import Testing

/// The operations run without the REPL, as an HTTP front would run them: a context, an input, a typed result or a
/// typed error.
@Suite("Operations without the REPL")
@MainActor
struct OperationExecutionTests {
    private func start(_ fixture: ShopFixture) async throws -> OperationContext {
        try await fixture.createDemoShop()
        let application = try ShopApplication.start(ShopConfiguration(databasePath: fixture.database))
        return OperationContext(mainboard: application.mainboard)
    }

    @Test("an operation runs from named values to its JSON result")
    func catalog() async throws {
        let fixture = try ShopFixture()
        let context = try await start(fixture)
        let definition = ProductsOperation.definition
        let query = try ProductsOperation.input(from: definition.arguments(values: ["--per-page": "2"]))
        let output = try await ProductsOperation.perform(query, in: context)
        #expect(output.page.items.count == 2)
        #expect(output.listing == .catalog(categorySlug: nil))
        let result = ProductsOperation.result(output)
        #expect(result.serialized().hasSuffix(#""page":1,"perPage":2,"total":\#(output.page.total)}"#))
    }

    @Test("an operation that requires a user fails with not-signed-in without one, and runs with one")
    func signedIn() async throws {
        let fixture = try ShopFixture()
        let context = try await start(fixture)
        #expect(CartOperation.definition.requiresSignIn)
        await #expect(throws: AuthDataError.notSignedIn.operationError) {
            _ = try await CartOperation.perform(NoInput(), in: context)
        }
        // The front vouches for the user (the REPL's login, an HTTP session): here the demo catalog's first user.
        let user = AuthenticatedUser(id: 1, username: "user0001")
        let signedIn = OperationContext(mainboard: context.mainboard, user: user)
        let added = try await CartAddOperation.perform(CartLineInput(productID: 1, quantity: 2), in: signedIn)
        #expect(added.cart.items.map(\.quantity) == [2])
        #expect(added.change == .added(productID: 1, name: added.cart.items[0].name, quantity: 2))
        do {
            _ = try await OrderOperation.perform(999, in: signedIn)
            Issue.record("a missing order was found")
        } catch {
            #expect(error.code == .notFound)
        }
    }

    @Test("login without a password is a missing argument, not a prompt")
    func loginNeedsPassword() async throws {
        let fixture = try ShopFixture()
        let context = try await start(fixture)
        do {
            _ = try await LoginOperation.perform(LoginOperation.Input(username: "alice", password: nil), in: context)
            Issue.record("login without a password succeeded")
        } catch {
            #expect(error.code == .invalidArguments)
        }
    }
}
