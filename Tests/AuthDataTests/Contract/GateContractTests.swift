import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ShopTestSupport
import Testing

@Suite("AuthData contract: the auth gate", .timeLimit(.minutes(10)))
@MainActor
struct GateContractTests {
    /// Queues (or runs) work on the gate that logs its name and the user.
    private func perform(_ gate: AuthGateDestination, _ name: String, log: GateLog) {
        gate.activation.activate(
            with: .perform(
                { user in log.append("\(name)(\(user.username))") }, onCancel: { log.append("\(name) cancelled") }))
    }

    /// The gate of `board`, its events logged in `log`.
    private func gate(_ board: Motherboard, log: GateLog) -> AuthGateDestination {
        let gate = board.ioAuthGate()
        gate.flow.handle { event in
            switch event {
            case let .signInRequired(count): log.append("signInRequired(\(count))")
            case let .overcome(user): log.append("overcome(\(user.username))")
            case let .cancelled(count): log.append("cancelled(\(count))")
            }
        }
        return gate
    }

    @Test(
        "signed out, work queues until a sign-in, then runs in order; signed in, it runs at once",
        arguments: Backend.enabled)
    func queuesUntilSignIn(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let board = try auth.graph().mainboard
            let log = GateLog()
            let gate = gate(board, log: log)
            perform(gate, "first", log: log)
            perform(gate, "second", log: log)
            #expect(log.lines == ["signInRequired(1)", "signInRequired(2)"])
            #expect(try await board.signIn("alice", "wrong-password") == .failure(.invalidCredentials))
            #expect(log.lines.count == 2, "a failed sign-in leaves the work queued")
            _ = try await board.signIn("alice", "password-a").get()
            #expect(log.lines.dropFirst(2) == ["first(alice)", "second(alice)", "overcome(alice)"])
            perform(gate, "later", log: log)
            #expect(log.lines.last == "later(alice)")
        }
    }

    @Test("a resumed bearer token overcomes the gate; cancel drops queued work", arguments: Backend.enabled)
    func resumeAndCancel(backend: Backend) async throws {
        try await withAuth(backend) { auth in
            _ = try await auth.mainboard.register("alice", "password-a").get()
            let token = try #require(try await auth.mainboard.sessionToken())
            let board = try auth.graph().mainboard
            let log = GateLog()
            let gate = gate(board, log: log)
            perform(gate, "dropped", log: log)
            gate.activation.activate(with: .cancel)
            #expect(log.lines == ["signInRequired(1)", "dropped cancelled", "cancelled(1)"])
            perform(gate, "work", log: log)
            _ = try await board.resume(token).get()
            #expect(log.lines.suffix(2) == ["work(alice)", "overcome(alice)"])
        }
    }
}
