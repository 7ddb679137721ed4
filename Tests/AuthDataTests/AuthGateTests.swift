import AuthDataIO
import Boardy
import BoardyComponentKit
import ShopTestSupport
import Testing

@testable import AuthData

@MainActor
@Suite("AuthData auth gate")
struct AuthGateTests {
    /// Records the gate's events in `log` and returns the gate's destination.
    func gate(_ auth: AuthHarness, log: EventLog) -> AuthGateDestination {
        let gate = auth.mainboard.ioAuthGate()
        gate.flow.handle { event in log.append(Self.describe(event)) }
        return gate
    }

    /// A short form of an event, with the user's name only.
    static func describe(_ event: AuthGateEvent) -> String {
        switch event {
        case let .signInRequired(pendingCount): "event signInRequired(\(pendingCount))"
        case let .overcome(user): "event overcome(\(user.username))"
        case let .cancelled(droppedCount): "event cancelled(\(droppedCount))"
        }
    }

    /// Queues (or runs) work that logs its name and the user, and an onCancel that logs the name.
    func perform(_ gate: AuthGateDestination, _ name: String, log: EventLog) {
        gate.activation.activate(
            with: .perform(
                { user in log.append("\(name)(\(user.username))") },
                onCancel: { log.append("\(name) cancelled") }))
    }

    @Test("perform while signed in runs the work at once and sends nothing")
    func signedIn() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        let log = EventLog()
        let gate = gate(auth, log: log)
        perform(gate, "work", log: log)
        #expect(log.events == ["work(alice)"])
        #expect(auth.mainboard.board(withIdentifier: AuthDataID.authGate) != nil)
    }

    @Test("while signed out, work queues and runs in order after a sign-in, with the store already updated")
    func queuesUntilSignIn() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        try await auth.signOut().get()
        let log = EventLog()
        let gate = gate(auth, log: log)
        perform(gate, "first", log: log)
        let store = auth.store
        gate.activation.activate(
            with: .perform(
                { user in log.append("second sees store user \(store.user == user)") },
                onCancel: {}))
        perform(gate, "third", log: log)
        #expect(
            log.events == [
                "event signInRequired(1)",
                "event signInRequired(2)",
                "event signInRequired(3)",
            ])
        _ = try await auth.signIn("alice", "password-a").get()
        #expect(
            Array(log.events.dropFirst(3)) == [
                "first(alice)", "second sees store user true", "third(alice)", "event overcome(alice)",
            ])
        // The gate stays installed; the barrier was used up and removed.
        #expect(auth.mainboard.board(withIdentifier: AuthDataID.authGate) != nil)
        perform(gate, "later", log: log)
        #expect(log.events.last == "later(alice)")
    }

    @Test("a registration overcomes the gate too")
    func registrationOvercomes() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let log = EventLog()
        let gate = gate(auth, log: log)
        perform(gate, "work", log: log)
        _ = try await auth.register("bob", "password-b").get()
        #expect(log.events == ["event signInRequired(1)", "work(bob)", "event overcome(bob)"])
    }

    @Test("cancel runs the onCancel closures in order and drops the work")
    func cancel() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let log = EventLog()
        let gate = gate(auth, log: log)
        perform(gate, "first", log: log)
        perform(gate, "second", log: log)
        gate.activation.activate(with: .cancel)
        #expect(
            Array(log.events.dropFirst(2)) == [
                "first cancelled", "second cancelled", "event cancelled(2)",
            ])
        // The dropped work never runs, and a sign-in with nothing queued sends nothing.
        _ = try await auth.register("alice", "password-a").get()
        #expect(log.events.count == 5)
        // Cancelling with nothing queued reports zero.
        gate.activation.activate(with: .cancel)
        #expect(log.events.last == "event cancelled(0)")
    }

    @Test("after a cancel or an overcome, new work queues again on a fresh barrier")
    func freshBarrier() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        try await auth.signOut().get()
        let log = EventLog()
        let gate = gate(auth, log: log)
        perform(gate, "a", log: log)
        gate.activation.activate(with: .cancel)
        perform(gate, "b", log: log)
        _ = try await auth.signIn("alice", "password-a").get()
        try await auth.signOut().get()
        perform(gate, "c", log: log)
        #expect(
            log.events == [
                "event signInRequired(1)", "a cancelled", "event cancelled(1)",
                "event signInRequired(1)", "b(alice)", "event overcome(alice)",
                "event signInRequired(1)",
            ])
    }

    @Test("a wrong password leaves the work queued; the front decides")
    func wrongPasswordKeepsQueue() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        _ = try await auth.register("alice", "password-a").get()
        try await auth.signOut().get()
        let log = EventLog()
        let gate = gate(auth, log: log)
        perform(gate, "work", log: log)
        #expect(try await auth.signIn("alice", "wrong password") == .failure(.invalidCredentials))
        #expect(try await auth.signIn("nobody", "password-a") == .failure(.invalidCredentials))
        #expect(try await auth.register("alice", "password-x") == .failure(.usernameTaken("alice")))
        #expect(log.events == ["event signInRequired(1)"])
        _ = try await auth.signIn("alice", "password-a").get()
        #expect(log.events == ["event signInRequired(1)", "work(alice)", "event overcome(alice)"])
    }

    @Test("during the overcome, new work runs at once and a cancel is ignored with a diagnostic")
    func reentrantPerform() async throws {
        let auth = try AuthHarness()
        defer { auth.remove() }
        let log = EventLog()
        var diagnostics: [BoardDiagnostic] = []
        auth.mainboard.diagnosticHandler = { diagnostics.append($0) }
        let gate = gate(auth, log: log)
        gate.activation.activate(
            with: .perform(
                { user in
                    log.append("outer(\(user.username))")
                    gate.activation.activate(with: .perform({ log.append("inner(\($0.username))") }, onCancel: {}))
                    gate.activation.activate(with: .cancel)
                }, onCancel: {}))
        _ = try await auth.register("carol", "password-c").get()
        #expect(
            log.events == [
                "event signInRequired(1)", "outer(carol)", "inner(carol)", "event overcome(carol)",
            ])
        // The cancel sent while the queue was being run was ignored, with a diagnostic.
        #expect(diagnostics.count == 1)
    }
}
