import Boardy
import BoardyModulePlugin
import Testing

/// A gate that records every request and keeps each decision for the test to answer.
final class RecordingGate {
    private(set) var requests: [BoardID] = []
    private(set) var decisions: [GatewayDecision] = []

    var registration: GatewayBarrierRegistration {
        .gate { [self] request, decision in
            requests.append(request.destination)
            decisions.append(decision)
        }
    }
}

@Suite("Gateway barrier")
@MainActor
struct GatewayBarrierTests {
    private func makeGatedLauncher(
        gate: RecordingGate,
        log: EventLog,
        for identifier: BoardID? = nil,
        exempting: [BoardID] = []
    ) throws -> PluginLauncher {
        try PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "app", boards: ["account", "signin", "home"], log: log))
            .install(gatewayBarrier: gate.registration, for: identifier, exempting: exempting)
            .initialize()
    }

    @Test("a denying gate drops the activation and reports it")
    func deny() throws {
        let gate = RecordingGate()
        let log = EventLog()
        let recorder = DiagnosticRecorder()
        let launcher = try makeGatedLauncher(gate: gate, log: log)
        launcher.mainboard.diagnosticHandler = recorder.handler

        #expect(launcher.mainboard.activateBoard("account", withOption: "profile"))
        #expect(gate.requests == ["account"])
        try #require(gate.decisions.count == 1)
        gate.decisions[0].deny(reason: "not signed in")

        #expect(!log.events.contains { $0.hasPrefix("activate:account") })
        #expect(recorder.diagnostics.contains(.activationsDroppedByBarrier(gate: "account.___GATEWAY___", count: 1)))
        #expect(recorder.diagnostics.contains { $0.description.contains("not signed in") })
        #expect(launcher.mainboard.board(withIdentifier: "account.___GATEWAY___") == nil)
    }

    @Test("an allowing gate activates the destination with its original input")
    func allow() throws {
        let gate = RecordingGate()
        let log = EventLog()
        let launcher = try makeGatedLauncher(gate: gate, log: log)
        launcher.mainboard.activateBoard("account", withOption: "profile")
        #expect(log.events == ["apply:app", "produce:account"])

        gate.decisions[0].allow()

        #expect(log.events == ["apply:app", "produce:account", "activate:account:profile"])
        #expect(gate.decisions[0].isDecided)
    }

    @Test("an exempt board bypasses the wildcard gate")
    func exempt() throws {
        let gate = RecordingGate()
        let log = EventLog()
        let launcher = try makeGatedLauncher(gate: gate, log: log, exempting: ["signin"])
        launcher.mainboard.activateBoard("signin", withOption: 1)
        #expect(gate.requests.isEmpty)
        #expect(log.events.last == "activate:signin:1")
    }

    @Test("activations that arrive while the gate is pending coalesce: one gate run, all activations in order")
    func coalesced() throws {
        let gate = RecordingGate()
        let log = EventLog()
        let launcher = try makeGatedLauncher(gate: gate, log: log)
        launcher.mainboard.activateBoard("account", withOption: "first")
        launcher.mainboard.activateBoard("account", withOption: "second")
        #expect(gate.requests == ["account"])

        gate.decisions[0].allow()

        #expect(log.events.suffix(2) == ["activate:account:first", "activate:account:second"])
        launcher.mainboard.activateBoard("account", withOption: "third")
        #expect(gate.requests == ["account", "account"])
    }

    @Test("a gate can answer later, from a task, after showing an exempt sign-in board on its motherboard")
    func asynchronousAnswer() async throws {
        let gate = RecordingGate()
        let log = EventLog()
        let launcher = try makeGatedLauncher(gate: gate, log: log, exempting: ["signin"])
        launcher.mainboard.activateBoard("account", withOption: "profile")
        let decision = try #require(gate.decisions.first)
        #expect(decision.motherboard === launcher.mainboard)
        decision.motherboard?.activateBoard("signin", withOption: "for account")

        await Task { @MainActor in decision.allow() }.value

        #expect(log.events.suffix(2) == ["activate:signin:for account", "activate:account:profile"])
    }

    @Test("an id-specific gate guards only its board")
    func specificGate() throws {
        let gate = RecordingGate()
        let log = EventLog()
        let launcher = try makeGatedLauncher(gate: gate, log: log, for: "account")
        launcher.mainboard.activateBoard("home", withOption: 1)
        launcher.mainboard.activateBoard("account", withOption: 2)
        #expect(gate.requests == ["account"])
        #expect(log.events.contains("activate:home:1"))
        #expect(!log.events.contains("activate:account:2"))
    }

    @Test("the wildcard gate also guards boards of nested module motherboards")
    func nestedModules() throws {
        let gate = RecordingGate()
        let database = CatalogDatabase()
        let launcher = try makeShopLauncher(database: database) { builder in
            builder.install(gatewayBarrier: gate.registration, exempting: [AnalyticsPlugin.track])
        }
        var received: [CatalogItem?] = []
        launcher.mainboard.serviceMap.modCatalog.ioDetail.flow.handle { received.append($0) }

        launcher.mainboard.serviceMap.modCatalog.ioDetail.activation.activate(with: 2)
        #expect(gate.requests == [CatalogID.detail])
        gate.decisions[0].allow()
        #expect(gate.requests == [CatalogID.detail, CatalogInternalID.detailLoader])
        #expect(gate.decisions[1].motherboard !== launcher.mainboard)
        gate.decisions[1].allow()

        #expect(received.map { $0?.name } == ["Blue hat"])
        #expect(database.trackedEvents == ["viewed:2"])
    }

    @Test("a decision released unanswered denies; a second answer is ignored; both are reported")
    func misuse() throws {
        let log = EventLog()
        let recorder = DiagnosticRecorder()
        var kept: GatewayDecision?
        var calls = 0
        let launcher = try PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "app", boards: ["account", "home"], log: log))
            .install(
                gatewayBarrier: .gate { request, decision in
                    calls += 1
                    if request.destination == "home" { kept = decision }
                }
            )
            .initialize()
        launcher.mainboard.diagnosticHandler = recorder.handler

        launcher.mainboard.activateBoard("account", withOption: 1)
        #expect(recorder.diagnostics.contains { $0.description.contains("released without an answer") })
        #expect(launcher.mainboard.board(withIdentifier: "account.___GATEWAY___") == nil)

        launcher.mainboard.activateBoard("home", withOption: 2)
        kept?.allow()
        kept?.deny()
        #expect(recorder.diagnostics.contains { $0.description.contains("answered twice") })
        #expect(log.events.filter { $0.hasPrefix("activate") } == ["activate:home:2"])
        #expect(calls == 2)
    }

    @Test("gateway configuration errors are reported at initialize")
    func configurationErrors() {
        let gate = RecordingGate()
        #expect(throws: PluginLauncherError.duplicateGatewayBarrier(.wildcard)) {
            try PluginLauncher.with()
                .install(gatewayBarrier: gate.registration)
                .install(gatewayBarrier: gate.registration)
                .initialize()
        }
        #expect(throws: PluginLauncherError.duplicateGatewayBarrier("signin")) {
            try PluginLauncher.with()
                .install(gatewayBarrier: gate.registration, exempting: ["signin"])
                .install(gatewayBarrier: gate.registration, for: "signin")
                .initialize()
        }
        #expect(throws: PluginLauncherError.exemptWildcard) {
            try PluginLauncher.with().install(gatewayBarrier: .exempt).initialize()
        }
    }
}
