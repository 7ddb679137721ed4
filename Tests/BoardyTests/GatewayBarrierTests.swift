import Testing

@testable import Boardy

@Suite("Gateway barriers")
@MainActor
struct GatewayBarrierTests {
    final class GateLog {
        var gates: [GateBoard] = []
        var requests: [BoardID] = []
    }

    func makeProducer(log: GateLog, gatewayFor id: BoardID, autoComplete: Bool? = nil) -> BoardProducer {
        let producer = BoardProducer { _ in
            BoardRegistration("orders") { RecordingBoard<String>($0) }
            BoardRegistration("catalog") { RecordingBoard<String>($0) }
            BoardRegistration("bypassing") { id in
                let board = RecordingBoard<String>(id)
                board.bypassesGateway = true
                return board
            }
        }
        producer.registerGatewayBoard(id) { gateID in
            let gate = GateBoard(gateID, autoComplete: autoComplete)
            log.gates.append(gate)
            return gate
        }
        return producer
    }

    @Test("a gateway runs before its board and passes the destination and option")
    func gatewayAllows() throws {
        let log = GateLog()
        let motherboard = Motherboard(boardProducer: makeProducer(log: log, gatewayFor: "orders"))
        motherboard.activateBoard("orders", withOption: "list")
        let gate = try #require(log.gates.first)
        #expect(gate.identifier == "orders.___GATEWAY___")
        let request = try #require(gate.options.first as? GatewayRequest)
        #expect(request.destination == "orders")
        #expect(request.option as? String == "list")
        let orders = motherboard.board(withIdentifier: "orders") as? RecordingBoard<String>
        #expect(orders?.inputs == [])
        gate.complete(true)
        #expect(orders?.inputs == ["list"])
        #expect(motherboard.board(withIdentifier: "orders.___GATEWAY___") == nil, "the gate is removed")
    }

    @Test("a denying gateway drops the activation with a diagnostic")
    func gatewayDenies() throws {
        let log = GateLog()
        let motherboard = Motherboard(boardProducer: makeProducer(log: log, gatewayFor: "orders"))
        let recorder = DiagnosticRecorder()
        recorder.attach(to: motherboard)
        motherboard.activateBoard("orders", withOption: "list")
        try #require(log.gates.first).complete(false)
        #expect((motherboard.board(withIdentifier: "orders") as? RecordingBoard<String>)?.inputs == [])
        #expect(recorder.diagnostics == [.activationsDroppedByBarrier(gate: "orders.___GATEWAY___", count: 1)])
    }

    @Test("activations of the same id while the gate is pending coalesce; another id gets its own gate")
    func coalescing() throws {
        let log = GateLog()
        let motherboard = Motherboard(boardProducer: makeProducer(log: log, gatewayFor: .wildcard))
        motherboard.activateBoard("orders", withOption: "1")
        motherboard.activateBoard("orders", withOption: "2")
        motherboard.activateBoard("catalog", withOption: "c")
        #expect(log.gates.map(\.identifier) == ["orders.___GATEWAY___", "catalog.___GATEWAY___"])
        log.gates[0].complete(true)
        #expect((motherboard.board(withIdentifier: "orders") as? RecordingBoard<String>)?.inputs == ["1", "2"])
    }

    @Test("a wildcard gateway receives the real gateway id, so it never hangs")
    func wildcardID() {
        let log = GateLog()
        let motherboard = Motherboard(boardProducer: makeProducer(log: log, gatewayFor: .wildcard, autoComplete: true))
        motherboard.activateBoard("catalog", withOption: "x")
        #expect(log.gates.map(\.identifier) == ["catalog.___GATEWAY___"])
        #expect((motherboard.board(withIdentifier: "catalog") as? RecordingBoard<String>)?.inputs == ["x"])
    }

    @Test("a bypassing board leaves no idle gateway installed")
    func bypassLeavesNothing() {
        let log = GateLog()
        let motherboard = Motherboard(boardProducer: makeProducer(log: log, gatewayFor: .wildcard))
        motherboard.activateBoard("bypassing", withOption: "x")
        #expect(log.gates.isEmpty)
        #expect(motherboard.boards.map(\.identifier) == ["bypassing"])
    }

    @Test("exempt ids skip the wildcard gateway but not an id-specific one")
    func exemptions() {
        let log = GateLog()
        let producer = makeProducer(log: log, gatewayFor: .wildcard)
        producer.registerGatewayExemption(["catalog", "orders"])
        producer.registerGatewayBoard("orders") { GateBoard($0) }
        let motherboard = Motherboard(boardProducer: producer)
        motherboard.activateBoard("catalog", withOption: "x")
        #expect((motherboard.board(withIdentifier: "catalog") as? RecordingBoard<String>)?.inputs == ["x"])
        motherboard.activateBoard("orders", withOption: "y")
        #expect(motherboard.board(withIdentifier: "orders.___GATEWAY___") != nil)
    }

    @Test("a module producer inherits the application's gateway through its fallback")
    func gatewayThroughFallback() {
        let log = GateLog()
        let app = makeProducer(log: log, gatewayFor: .wildcard)
        let module = BoardProducer(externalProducer: WeakBoardProducer(app)) { _ in
            BoardRegistration("module.board") { RecordingBoard<String>($0) }
        }
        let motherboard = Motherboard(boardProducer: module)
        motherboard.activateBoard("module.board", withOption: "x")
        #expect(log.gates.map(\.identifier) == ["module.board.___GATEWAY___"])
    }
}
