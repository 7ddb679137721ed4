import Boardy
import BoardyModulePlugin
import Testing

/// A plugin that registers a board and its own gate in one step.
struct GatedAccountPlugin: ModulePlugin {
    let gate: GatewayBarrierRegistration
    let log: EventLog
    var identifier: BoardID { "account" }

    func apply(for main: MainComponent) {
        main.registerWithActivation("account", gatewayBarrier: gate) { [log] id in
            log.append("produce:\(id)")
            return RecordingBoard(identifier: id, log: log)
        }
    }
}

/// A sign-in board that outputs the user name it is activated with.
final class EchoSignInBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    typealias InputType = String
    typealias OutputType = String

    func activate(withGuaranteedInput name: String) {
        sendOutput(name)
    }
}

@Suite("Gateway registration hooks")
@MainActor
struct GatewayRegistrationHookTests {
    @Test("registerWithActivation registers a board and its gate in one step")
    func registerWithActivation() throws {
        let gate = RecordingGate()
        let log = EventLog()
        let launcher = try PluginLauncher.with()
            .install(plugin: GatedAccountPlugin(gate: gate.registration, log: log))
            .install(plugin: RecordingPlugin(identifier: "other", boards: ["home"], log: log))
            .initialize()
        #expect(launcher.pluginName(registering: "account") == "GatedAccountPlugin(account)")

        launcher.mainboard.activateBoard("home", withOption: 1)
        launcher.mainboard.activateBoard("account", withOption: "profile")
        #expect(gate.requests == ["account"])
        try #require(gate.decisions.count == 1)
        #expect(!log.events.contains("activate:account:profile"))
        gate.decisions[0].allow()
        #expect(log.events.suffix(2) == ["produce:account", "activate:account:profile"])
    }

    @Test("a second gateway for a board registered with its gate is a duplicate gateway")
    func duplicateGate() {
        let gate = RecordingGate()
        let builder = PluginLauncher.with()
            .install(
                plugin: GatedAccountPlugin(
                    gate: .registerWithActivation { _, decision in decision.allow() },
                    log: EventLog())
            )
            .install(gatewayBarrier: gate.registration, for: "account")
        #expect(throws: PluginLauncherError.duplicateGatewayBarrier("account")) { try builder.initialize() }
    }

    @Test("withFlowRegistration runs once per gate cycle on the gate's own motherboard, before the gate decides")
    func withFlowRegistration() throws {
        let log = EventLog()
        let previous = WeakMotherboard()
        let registration = GatewayBarrierRegistration.gate { request, decision in
            log.append("decide:\(request.destination)")
            decision.gateMotherboard?.activateBoard("signin", withOption: "alice")
        }.withFlowRegistration { motherboard, decision in
            log.append("flows:\(decision.request.destination)")
            log.append("previous gate motherboard released:\(previous.motherboard == nil)")
            previous.motherboard = motherboard
            #expect(decision.gateMotherboard === motherboard)
            motherboard.registerFlow(matchedIdentifiers: ["signin"]) { (user: String) in
                log.append("signed in:\(user)")
                decision.allow()
            }
        }
        let launcher = try PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "app", boards: ["account"], log: log))
            .install(plugin: SignInPlugin())
            .install(gatewayBarrier: registration, exempting: ["signin"])
            .initialize()

        launcher.mainboard.activateBoard("account", withOption: "first")
        launcher.mainboard.activateBoard("account", withOption: "second")

        #expect(
            log.events == [
                "apply:app", "produce:account", "flows:account", "previous gate motherboard released:true",
                "decide:account", "signed in:alice", "activate:account:first", "flows:account",
                "previous gate motherboard released:true", "decide:account", "signed in:alice",
                "activate:account:second",
            ])
        #expect(launcher.mainboard.board(withIdentifier: "account.___GATEWAY___") == nil)
    }
}

/// A weak reference to a motherboard, to see that a gate's motherboard goes with its cycle.
final class WeakMotherboard {
    weak var motherboard: Motherboard?
}

/// Registers the sign-in board the gate shows.
struct SignInPlugin: ModulePlugin {
    var identifier: BoardID { "signin" }

    func apply(for main: MainComponent) {
        main.registerBoard("signin") { EchoSignInBoard(identifier: $0) }
    }
}
