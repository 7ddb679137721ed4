import AuthDataIO
import BoardyComponentKit
import Foundation
import ShopApp
import ShopCLI
import ShopJSON
import ShopOperations
import ShopTerminal
import ShopTestSupport
import Synchronization
import Testing

/// A staff-only operation that exists only in these tests (no staff operation of the shop's own is needed to prove
/// the gate): it answers the username the staff gate let through.
enum StaffProbeOperation: ShopOperation, ShellOperation {
    /// Staff only, no arguments, no HTTP binding.
    static let definition = OperationDefinition(
        "staff probe", requiresStaff: true, summary: "Answer the staff user", details: "A test's staff operation.")

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

    /// `staff: <name>`.
    static func humanLines(_ output: String, renderer: HumanRenderer) -> [String] {
        ["staff: \(output)"]
    }
}

/// The REPL's executor in front of a staff operation: the auth barrier, then the staff gate.
@Suite("REPL: the staff gate", .timeLimit(.minutes(10)))
@MainActor
struct StaffGateShellTests {
    /// What the printer wrote to standard error.
    final class Output: Sendable {
        private let text = Mutex<[String]>([])
        /// The writes, in order.
        var errors: [String] { text.withLock { $0 } }
        /// Records a write.
        func append(_ line: String) { text.withLock { $0.append(line) } }
    }

    @Test(
        "a customer gets 'staff only'; promoted, the next command passes; demoted, it is refused again",
        arguments: Backend.enabled)
    func customerThenStaff(backend: Backend) async throws {
        let fixture = try await ShopFixture.make(backend)
        do {
            let location: ShopDatabaseLocation =
                if let url = fixture.postgres { .postgres(url) } else { .sqlite(path: fixture.database) }
            let application = try await ShopApplication.connect(
                ShopConfiguration(database: location, passwordCost: ShopApplication.seedingPasswordCost))
            let output = Output()
            let printer = ShellPrinter(
                mode: .human, standardOutput: { _ in }, standardError: { line in output.append(line) })
            let executor = ShellExecutor(
                application: application, inbox: DeepLinkInbox(),
                reader: ScriptedLineReader(lines: ["user0001", "password-0001"]), printer: printer)
            await executor.start()
            let probe = ShellCommand(StaffProbeOperation.self, NoInput())
            guard case let .failure(refusal) = await executor.execute(probe) else {
                Issue.record("a customer passed the staff gate")
                return
            }
            #expect(refusal.code == .forbidden)
            #expect(refusal.message == "staff only: 'user0001' is not a staff account")
            #expect(executor.username == "user0001", "the login at the auth barrier came first")
            let promote = RoleChange(username: "user0001", role: .staff)
            _ = try await application.mainboard.ioSetRole().blockActivation.run(promote).get()
            guard case let .success(passed) = await executor.execute(probe) else {
                Issue.record("a promoted user was refused")
                return
            }
            #expect(passed.command == "staff probe")
            let demote = RoleChange(username: "user0001", role: .customer)
            _ = try await application.mainboard.ioSetRole().blockActivation.run(demote).get()
            guard case let .failure(again) = await executor.execute(probe) else {
                Issue.record("a demoted user passed")
                return
            }
            #expect(again.code == .forbidden)
            #expect(output.errors == [])
            await application.close()
            await fixture.remove()
        } catch {
            await fixture.remove()
            throw error
        }
    }

    @Test("the staff flag implies sign-in, and only staff bindings go with it")
    func definitionFlag() {
        #expect(StaffProbeOperation.definition.requiresStaff && StaffProbeOperation.definition.requiresSignIn)
        #expect(OperationCatalog.all.allSatisfy { !$0.definition.requiresStaff || $0.definition.requiresSignIn })
        #expect(!CartOperation.definition.requiresStaff)
    }
}
