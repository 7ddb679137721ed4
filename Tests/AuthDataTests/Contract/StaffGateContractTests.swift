import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ShopTestSupport
import Testing

@Suite("AuthData contract: roles and the staff gate", .timeLimit(.minutes(10)))
@MainActor
struct StaffGateContractTests {
    /// The staff gate of `board`, its events logged in `log`.
    private func gate(_ board: Motherboard, log: GateLog) -> StaffGateDestination {
        let gate = board.ioStaffGate()
        gate.flow.handle { event in
            switch event {
            case let .confirmationRequired(count): log.append("confirmationRequired(\(count))")
            case let .passed(user): log.append("passed(\(user.username))")
            case let .refused(refusal): log.append("refused(\(refusal))")
            case let .cancelled(count): log.append("cancelled(\(count))")
            }
        }
        return gate
    }

    /// Queues work on the gate that logs its verdict.
    private func perform(_ gate: StaffGateDestination, _ name: String, log: GateLog) {
        gate.activation.activate(
            with: .perform(
                { verdict in
                    switch verdict {
                    case let .success(user): log.append("\(name)(\(user.username), \(user.role))")
                    case let .failure(refusal): log.append("\(name) refused: \(refusal)")
                    }
                }, onCancel: { log.append("\(name) cancelled") }))
    }

    /// Queues work on the gate, confirms the role through `currentUser` and answers the work's verdict.
    private func pass(_ board: Motherboard) async throws -> Result<AuthenticatedUser, AuthDataError>? {
        var verdict: Result<AuthenticatedUser, AuthDataError>?
        board.ioStaffGate().activation.activate(with: .perform({ verdict = $0 }, onCancel: {}))
        if verdict == nil { _ = try await board.currentUser() }
        return verdict
    }

    /// Gives `username` the role `role` through the operator's board.
    private func setRole(
        _ board: Motherboard, _ username: String, _ role: UserRole
    ) async throws -> Result<AuthenticatedUser, AuthDataError> {
        try await board.ioSetRole().blockActivation.run(RoleChange(username: username, role: role))
    }

    @Test(
        "a new account is a customer; sign-in, registration, currentUser and resume carry the role",
        arguments: Backend.enabled)
    func rolesTravel(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let registered = try await auth.mainboard.register("alice", "password-a").get()
            #expect(registered.role == .customer)
            #expect(try await setRole(auth.mainboard, "ALICE", .staff).get().role == .staff, "names match in any case")
            let other = try auth.graph().mainboard
            #expect(try await other.signIn("alice", "password-a").get().role == .staff)
            #expect(try await other.currentUser().get()?.role == .staff)
            let token = try #require(try await other.sessionToken())
            #expect(try await auth.graph().mainboard.resume(token).get().role == .staff)
            #expect(try await setRole(auth.mainboard, "nobody", .staff) == .failure(.unknownUser("nobody")))
        }
    }

    @Test("a customer is refused, a staff user passes, nobody signed in is refused at once", arguments: Backend.enabled)
    func verdicts(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let board = auth.mainboard
            let log = GateLog()
            let gate = gate(board, log: log)
            perform(gate, "signed out", log: log)
            #expect(log.lines == ["signed out refused: nobody is signed in", "refused(nobody is signed in)"])
            _ = try await board.register("alice", "password-a").get()
            perform(gate, "first", log: log)
            perform(gate, "second", log: log)
            #expect(log.lines.suffix(2) == ["confirmationRequired(1)", "confirmationRequired(2)"])
            _ = try await board.currentUser()
            let refusal = AuthDataError.staffOnly(username: "alice")
            #expect(
                log.lines.suffix(3) == [
                    "first refused: \(refusal)", "second refused: \(refusal)", "refused(\(refusal))",
                ])
            _ = try await setRole(board, "alice", .staff).get()
            perform(gate, "third", log: log)
            _ = try await board.currentUser()
            #expect(log.lines.suffix(3) == ["confirmationRequired(1)", "third(alice, staff)", "passed(alice)"])
        }
    }

    @Test(
        "promoted after sign-in passes on the next request; demoted is refused; each graph reads the role afresh",
        arguments: Backend.enabled)
    func roleChangesCountAtOnce(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            let admin = auth.mainboard
            _ = try await admin.register("bob", "password-b").get()
            let board = try auth.graph().mainboard
            _ = try await board.signIn("bob", "password-b").get()
            #expect(try await pass(board) == .failure(.staffOnly(username: "bob")))
            _ = try await setRole(admin, "bob", .staff).get()
            let passed = try #require(try await pass(board)).get()
            #expect(passed.username == "bob" && passed.role == .staff)
            let token = try #require(try await board.sessionToken())
            let request = try auth.graph().mainboard
            _ = try await request.resume(token).get()
            #expect(try await pass(request)?.map(\.role) == .success(.staff), "a resumed session passes too")
            _ = try await setRole(admin, "bob", .customer).get()
            #expect(try await pass(board) == .failure(.staffOnly(username: "bob")))
            #expect(try await pass(request) == .failure(.staffOnly(username: "bob")))
        }
    }

    @Test("an ended session is refused as signed out; cancel drops the queued work", arguments: Backend.enabled)
    func endedAndCancelled(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("carol", "password-c").get()
            _ = try await setRole(auth.mainboard, "carol", .staff).get()
            let board = try auth.graph().mainboard
            _ = try await board.signIn("carol", "password-c").get()
            let log = GateLog()
            let gate = gate(board, log: log)
            perform(gate, "dropped", log: log)
            gate.activation.activate(with: .cancel)
            #expect(log.lines == ["confirmationRequired(1)", "dropped cancelled", "cancelled(1)"])
            let stale = try auth.graph().mainboard
            _ = try await stale.signIn("carol", "password-c").get()
            _ = try await auth.mainboard.ioSignOutEverywhere().blockActivation.run()
            #expect(try await pass(stale) == .failure(.notSignedIn), "its session was ended elsewhere")
        }
    }
}
