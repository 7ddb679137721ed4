import Boardy
import BoardyComponentKit
import Testing

struct StepDone: BoardFlowAction {
    let step: String
}

@MainActor
@Suite("FlowBoard", .timeLimit(.minutes(10)))
struct FlowBoardTests {
    typealias Checkout = FlowBoard<String, String, String, StepDone>

    let log = EventLog()
    let box = WeakBox<Checkout>()

    /// A parent motherboard with a flow board "flow" whose child motherboard runs an echo board "step".
    func makeFlowMotherboard(
        completesAfterOutput: Bool = true,
        allowsBypassingGateway: Bool = true,
        interaction: Checkout.Interaction? = nil
    ) -> Motherboard {
        let log = log
        let childProducer = BoardProducer()
        childProducer.registerBoard("step") { EchoBoard(identifier: $0, log: log) }
        let motherboard = makeMotherboard(log, id: "flow", closedGateway: true) { id in
            box.hold(
                Checkout(
                    identifier: id,
                    boardProducer: childProducer,
                    allowsBypassingGateway: allowsBypassingGateway,
                    flowRegistration: { board in
                        log.record("registration")
                        board.motherboard.matchedFlow("step", with: String.self).addTarget(board) { board, value in
                            board.broadcastAction(StepDone(step: value))
                            board.sendOutput(value.uppercased())
                            if completesAfterOutput { board.complete(true) }
                        }
                    },
                    flowActivation: { board, input in
                        log.record("activation(\(input))")
                        board.motherboard.activateBoard("step", withOption: input)
                    },
                    flowInteraction: interaction
                ))
        }
        motherboard.registerActionFlow(matchedIdentifiers: ["flow"], actionType: StepDone.self) {
            log.record("action(\($0.step))")
        }
        return motherboard
    }

    @Test("registration runs once at creation; activation drives the child flow whose result is relayed")
    func registrationAndActivation() {
        let motherboard = makeFlowMotherboard()
        motherboard.activateBoard("flow", withOption: "hi")
        #expect(
            log.events == [
                "registration", "activation(hi)", "step activated with hi", "action(echo:hi)", "output(ECHO:HI)",
                "board.complete(true)",
            ])
        #expect(box.value == nil)
    }

    @Test("the registration runs once per board instance, not once per activation")
    func registrationOncePerInstance() {
        let motherboard = makeFlowMotherboard(completesAfterOutput: false)
        motherboard.activateBoard("flow", withOption: "a")
        motherboard.activateBoard("flow", withOption: "b")
        #expect(log.events(prefixed: "registration").count == 1)
        #expect(log.events(prefixed: "output") == ["output(ECHO:A)", "output(ECHO:B)"])
        #expect(box.value?.isMotherboardLoaded == true)
    }

    @Test("without a flowInteraction a command is reported as a diagnostic")
    func commandWithoutInteraction() {
        let motherboard = makeFlowMotherboard(completesAfterOutput: false)
        motherboard.activateBoard("flow", withOption: "a")
        motherboard.interactWithBoard("flow", command: "stop")
        #expect(log.events(prefixed: "diagnostic") == ["diagnostic: board 'flow' does not accept commands"])
    }

    @Test("flowInteraction receives typed commands")
    func commandWithInteraction() {
        let log = log
        let motherboard = makeFlowMotherboard(completesAfterOutput: false) { board, command in
            log.record("command(\(command))")
            board.complete(false)
        }
        motherboard.activateBoard("flow", withOption: "a")
        motherboard.interaction("flow", with: String.self).send("stop")
        #expect(Array(log.events.suffix(2)) == ["command(stop)", "board.complete(false)"])
    }

    @Test("the gateway is bypassed by default and honoured when bypassing is turned off")
    func gatewayBypass() {
        let bypassing = makeFlowMotherboard()
        bypassing.activateBoard("flow", withOption: "a")
        #expect(log.events.contains("output(ECHO:A)"))
        #expect(!log.events.contains { $0.hasPrefix("gate") })
        let guarded = makeFlowMotherboard(allowsBypassingGateway: false)
        guarded.activateBoard("flow", withOption: "b")
        #expect(log.events.last == "gate flow.___GATEWAY___")
        #expect(!log.events.contains("activation(b)"))
    }
}
