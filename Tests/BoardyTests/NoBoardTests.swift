import Testing

@testable import Boardy

@Suite("NoBoard")
@MainActor
struct NoBoardTests {
    /// A motherboard whose producer knows "known" and falls back to NoBoard, with the reports it collects.
    func makeMotherboard() -> (Motherboard, RecordingBoard<String>, NotFoundRecorder) {
        let known = RecordingBoard<String>("known")
        let recorder = NotFoundRecorder()
        let producer = BoardProducer(registrations: [BoardRegistration(instance: known)])
        producer.produceNoBoardForUnknownIdentifiers { recorder.reports.append($0) }
        return (Motherboard(identifier: "main", boardProducer: producer), known, recorder)
    }

    @Test("an unknown id reports 'feature not found' with its option, completes with false and is removed")
    func unknownIDReportsAndCompletes() {
        let (motherboard, _, recorder) = makeMotherboard()
        let diagnostics = DiagnosticRecorder()
        diagnostics.attach(to: motherboard)
        var completions: [Bool] = []
        motherboard.registerCompletionFlow(matchedIdentifiers: ["wishlist"]) { completions.append($0) }
        #expect(motherboard.activateBoard("wishlist", withOption: 42))
        #expect(recorder.reports.map(\.identifier) == ["wishlist"])
        #expect(recorder.reports.first?.option as? Int == 42)
        #expect(recorder.reports.first?.description == "feature not found: no board is registered for id 'wishlist'")
        #expect(completions == [false])
        #expect(motherboard.board(withIdentifier: "wishlist") == nil)
        #expect(diagnostics.diagnostics.isEmpty, "a NoBoard replaces the unregistered-board diagnostic")
    }

    @Test("known ids still get their board, and each unknown activation gets a fresh NoBoard")
    func knownIDsUnaffected() {
        let (motherboard, known, recorder) = makeMotherboard()
        motherboard.activateBoard("known", withOption: "x")
        motherboard.activateBoard("missing")
        motherboard.activateBoard("missing")
        #expect(known.inputs == ["x"])
        #expect(recorder.reports.count == 2)
        #expect(recorder.reports.allSatisfy { $0.option == nil })
    }

    @Test("the external producer is asked before falling back to NoBoard")
    func externalProducerFirst() {
        let external = BoardProducer(registrations: [BoardRegistration("shared") { RecordingBoard<Int>($0) }])
        let producer = BoardProducer(externalProducer: external)
        var reports: [BoardID] = []
        producer.produceNoBoardForUnknownIdentifiers { reports.append($0.identifier) }
        #expect(producer.produceBoard(identifier: "shared") is RecordingBoard<Int>)
        #expect(producer.produceBoard(identifier: "other") is NoBoard)
        #expect(producer.mayProduceGateways, "the external producer may still make gateways")
    }

    @Test("a NoBoard bypasses gateways and never stands in for one; the fallback keeps the gateway fast path")
    func gateways() {
        let (motherboard, _, recorder) = makeMotherboard()
        let producer = motherboard.boardProducer as? BoardProducer
        #expect(producer?.mayProduceGateways == false)
        #expect(producer?.produceGatewayBoard(identifier: "anything") == nil)
        let gated = BoardProducer()
        var gateRuns = 0
        gated.registerGatewayBoard(.wildcard) { id in
            let gate = RecordingBoard<GatewayRequest>(id)
            gate.onActivate = { _, _ in gateRuns += 1 }
            return gate
        }
        gated.produceNoBoardForUnknownIdentifiers { recorder.reports.append($0) }
        Motherboard(boardProducer: gated).activateBoard("missing")
        #expect(gateRuns == 0)
        #expect(recorder.reports.map(\.identifier) == ["missing"])
    }

    @Test("without the option an unknown id is still the unregistered-board diagnostic")
    func withoutOption() {
        let motherboard = Motherboard(boardProducer: BoardProducer())
        let diagnostics = DiagnosticRecorder()
        diagnostics.attach(to: motherboard)
        #expect(!motherboard.activateBoard("missing"))
        #expect(diagnostics.diagnostics == [.unregisteredBoard("missing")])
    }

    @Test("NoBoardProducer alone answers every id with a NoBoard and no gateway")
    func producerAlone() {
        var reports: [BoardID] = []
        let motherboard = Motherboard(boardProducer: NoBoardProducer { reports.append($0.identifier) })
        motherboard.activateBoard("a")
        motherboard.activateBoard("b")
        #expect(reports == ["a", "b"])
        #expect(motherboard.boardCount == 0)
    }
}

/// Collects NoBoard reports.
final class NotFoundRecorder {
    var reports: [BoardNotFound] = []
}
