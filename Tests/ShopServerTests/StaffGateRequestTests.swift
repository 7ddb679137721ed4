import AuthDataIO
import BoardyComponentKit
import BoardyModulePlugin
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ShopApp
import ShopJSON
import ShopOperations
import ShopTestSupport
import Testing

@testable import ShopServer

/// A staff-only operation with a staff HTTP binding that exists only in these tests (no route is registered for it:
/// the request graph runs it as a route's handler would).
enum StaffProbeOperation: ShopOperation {
    /// Staff only, `GET /staff-probe`.
    static let definition = OperationDefinition(
        "staff probe", requiresStaff: true, summary: "Answer the staff user", details: "A test's staff operation.",
        http: [
            HTTPBinding(
                .get, "/staff-probe", access: .staff, response: .result("CurrentSession", "The user."),
                documentation: .init("staffProbe", tag: "test", "A test's staff operation."))
        ])

    /// The username the front ran the operation with.
    nonisolated(nonsending) static func perform(_ input: NoInput, in context: OperationContext)
        async throws(OperationError) -> String
    {
        try context.signedInUser().username
    }

    /// `{"username":…}`.
    static func result(_ output: String) -> JSONValue {
        ["username": .string(output)]
    }
}

/// A request through a staff binding: 401 without a session, 403 `forbidden` for a customer, the operation for
/// staff, the role read afresh on every request; on both databases.
@Suite("shop-server: the staff gate", .timeLimit(.minutes(10)))
struct StaffGateRequestTests {
    @Test(
        "401 without a token, 403 forbidden for a customer, 200 for staff; promotion and demotion count at once",
        arguments: Backend.enabled)
    func staffBinding(backend: Backend) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("staff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let postgres = backend == .postgres ? try await PostgresTestServer.createDatabase() : nil
        let location: ShopDatabaseLocation =
            if let postgres { .postgres(postgres) } else {
                .sqlite(path: directory.appendingPathComponent("shop.sqlite").path)
            }
        let backendValue = try await ShopBackend.connect(
            ShopConfiguration(database: location, passwordCost: ShopApplication.seedingPasswordCost),
            logger: Logger(label: "test"))
        do {
            try await exercise(backendValue)
            await backendValue.close()
        } catch {
            await backendValue.close()
            if let postgres { try? await PostgresTestServer.dropDatabase(postgres) }
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        if let postgres { try await PostgresTestServer.dropDatabase(postgres) }
        try? FileManager.default.removeItem(at: directory)
    }

    private func exercise(_ backend: ShopBackend) async throws {
        let api = ShopAPI(backend: backend, configuration: ShopServerConfiguration(port: 0), logger: Logger(label: "t"))
        let graph = RequestGraph(backend: backend, metrics: api.metrics)
        let binding = StaffProbeOperation.definition.httpBindings[0]
        func probe(_ token: String?) async -> Result<String, APIError> {
            do {
                let reply = try await graph.perform(
                    StaffProbeOperation.self, NoInput(), binding: binding,
                    caller: RequestCaller(bearerToken: token, client: "127.0.0.1"))
                return .success(reply.output)
            } catch {
                return .failure(error)
            }
        }
        func login(_ username: String, _ password: String) async throws -> String {
            let reply = try await graph.perform(
                LoginOperation.self, LoginOperation.Input(username: username, password: password),
                binding: LoginOperation.definition.httpBindings[0],
                caller: RequestCaller(bearerToken: nil, client: "127.0.0.1"))
            #expect(reply.user?.role == (username == "staff" ? .staff : .customer))
            return try #require(reply.sessionToken)
        }
        func setRole(_ username: String, _ role: UserRole) async throws {
            let launcher = try backend.makeLauncher()
            _ = try await launcher.mainboard.ioSetRole().blockActivation.run(RoleChange(username: username, role: role))
                .get()
        }
        guard case let .failure(anonymous) = await probe(nil) else { throw StaffProbeFailure("no token passed") }
        #expect(anonymous.status == .unauthorized && anonymous.code == "not-signed-in")
        let customer = try await login("user0001", "password-0001")
        guard case let .failure(refused) = await probe(customer) else { throw StaffProbeFailure("a customer passed") }
        #expect(refused.status == .forbidden && refused.code == "forbidden")
        #expect(refused.message == "staff only: 'user0001' is not a staff account")
        let staff = try await login("staff", "staff-password")
        #expect(try await probe(staff).get() == "staff")
        try await setRole("user0001", .staff)
        #expect(try await probe(customer).get() == "user0001", "promoted: the same session passes at once")
        try await setRole("user0001", .customer)
        guard case let .failure(demoted) = await probe(customer) else {
            throw StaffProbeFailure("a demoted user passed")
        }
        #expect(demoted.status == .forbidden)
    }
}

/// A staff probe that was let through when it should have been refused.
struct StaffProbeFailure: Error {
    /// What happened.
    let what: String

    init(_ what: String) {
        self.what = what
    }
}

extension RequestGraph {
    /// Runs `Operation` as ``respond(_:_:binding:caller:idempotency:answer:)`` does, without an idempotency key, and
    /// hands back the graph's reply instead of a response.
    fileprivate func perform<Operation: ShopOperation>(
        _ operation: Operation.Type, _ input: Operation.Input, binding: HTTPBinding, caller: RequestCaller
    ) async throws(APIError) -> GraphReply<Operation.Output> {
        var captured: GraphReply<Operation.Output>?
        _ = try await respond(operation, input, binding: binding, caller: caller, idempotency: nil) {
            (reply: GraphReply<Operation.Output>) throws(APIError) -> Response in
            captured = reply
            return Response(status: .ok)
        }
        guard let captured else { preconditionFailure("respond answered without calling answer") }
        return captured
    }
}
