import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("AdapterBoard", .timeLimit(.minutes(10)))
struct AdapterBoardTests {
    let log = EventLog()

    /// A motherboard whose "echo" id is an adapter: Int in (as a string), character count out.
    func makeAdapterMotherboard(completes: Bool = false) -> Motherboard {
        let log = log
        let motherboard = makeMotherboard(log, id: "echo") { id in
            AdapterBoard(
                destination: EchoBoard(identifier: id, log: log, completesAfterOutput: completes),
                inputMapper: { (number: Int) in String(number) },
                outputMapper: { (text: String) in text.count }
            )
        }
        motherboard.registerFlow(matchedIdentifiers: ["echo"], outputType: Int.self) { log.record("count(\($0))") }
        return motherboard
    }

    @Test("the input is mapped in and the output mapped out under the same id")
    func mapsInputAndOutput() {
        let motherboard = makeAdapterMotherboard()
        motherboard.activateBoard("echo", withOption: 42)
        #expect(log.events == ["echo activated with 42", "count(7)"])
        #expect(motherboard.board(withIdentifier: "echo") is AdapterBoard<EchoBoard, Int, Int>)
    }

    @Test("when the wrapped board completes, the adapter is removed and completion flows run")
    func completionRemovesAdapter() {
        let motherboard = makeAdapterMotherboard(completes: true)
        motherboard.activateBoard("echo", withOption: 1)
        #expect(log.events == ["echo activated with 1", "count(6)", "board.complete(true)"])
        #expect(motherboard.boardCount == 0)
    }

    @Test("activation requests from the wrapped board are forwarded to the motherboard")
    func forwardsActivationRequests() {
        let log = log
        let motherboard = Motherboard(identifier: "main") { _ in
            BoardRegistration("front") { id in
                AdapterBoard(
                    destination: EchoBoard(identifier: id, log: log),
                    inputMapper: { (target: String) in "next:\(target)" }
                )
            }
            BoardRegistration("other") { EchoBoard(identifier: $0, log: log) }
        }
        motherboard.activateBoard("front", withOption: "other")
        #expect(log.events == ["front activated with next:other", "other activated with from front"])
    }

    @Test("commands are forwarded to an interactable wrapped board, and reported otherwise")
    func forwardsCommands() {
        let log = log
        let motherboard = makeAdapterMotherboard()
        motherboard.activateBoard("echo", withOption: 1)
        motherboard.interactWithBoard("echo", command: "refresh")
        #expect(log.events.last == "echo command refresh")

        let producer = BoardProducer()
        producer.registerBoard("task") { id in
            AdapterBoard(destination: BlockTaskBoard<Int, Int>(identifier: id) { $0 }) { (value: Int) in
                BlockTaskParameter(input: value)
            }
        }
        let other = Motherboard(boardProducer: producer)
        other.diagnosticHandler = { log.record("diagnostic: \($0)") }
        other.activateBoard("task", withOption: Work.named("wrong"))
        other.interactWithBoard("task", command: "refresh")
        #expect(log.events(prefixed: "diagnostic").last == "diagnostic: board 'task' does not accept commands")
    }

    @Test("an adapter over an asynchronous task board maps its output and leaves when it completes")
    func wrapsTaskBoard() async {
        let log = log
        let motherboard = makeMotherboard(log, id: "price") { id in
            AdapterBoard(destination: TaskBoard<Int, Int>(identifier: id) { $0 * 100 }) { (cents: Int) in
                "\(cents / 100).\(cents % 100)0 EUR"
            }
        }
        motherboard.activateBoard("price", withOption: 3)
        await log.waitFor("board.complete(true)")
        #expect(log.events == ["output(3.00 EUR)", "board.complete(true)"])
        #expect(motherboard.boardCount == 0)
    }

    @Test("the adapter always bypasses the gateway")
    func bypassesGateway() {
        let log = log
        let producer = BoardProducer()
        producer.registerBoard("echo") { id in
            AdapterBoard(destination: EchoBoard(identifier: id, log: log), inputMapper: { (text: String) in text })
        }
        producer.registerGatewayBoard(.wildcard) { ClosedGateBoard(identifier: $0, log: log) }
        Motherboard(boardProducer: producer).activateBoard("echo", withOption: "x")
        #expect(log.events.first == "echo activated with x")
    }
}
