import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("BarrierBoard", .timeLimit(.minutes(10)))
struct BarrierBoardTests {
    let log = EventLog()
    let box = WeakBox<BarrierBoard<Int>>()

    /// A motherboard whose registration builds a new barrier "barrier" on every production.
    func makeBarrierMotherboard() -> Motherboard {
        let log = log
        let motherboard = makeMotherboard(log, id: "barrier") { id in
            log.record("produced")
            return box.hold(BarrierBoard<Int>(identifier: id))
        }
        motherboard.registerFlow(matchedIdentifiers: ["barrier"], outputType: Int.self) { log.record("output(\($0))") }
        return motherboard
    }

    func activation(_ motherboard: Motherboard) -> MainboardActivation<BarrierBoard<Int>.Action> {
        motherboard.activation("barrier", with: BarrierBoard<Int>.Action.self)
    }

    @Test("overcome runs every waiter in order with the value, then sends it and completes with true")
    func overcome() {
        let motherboard = makeBarrierMotherboard()
        let barrier = activation(motherboard)
        let log = log
        barrier.activate(with: .wait { log.record("first(\($0))") })
        barrier.activate(with: .wait({ log.record("second(\($0))") }, onCancel: { log.record("second cancelled") }))
        barrier.activate(with: .wait { log.record("third(\($0))") })
        #expect(box.value?.waiterCount == 3)
        #expect(!log.events.contains { $0.hasPrefix("first") })
        barrier.activate(with: .overcome(7))
        #expect(
            log.events == [
                "produced", "first(7)", "second(7)", "third(7)", "output(7)", "board.complete(true)",
            ])
        #expect(motherboard.boardCount == 0)
        #expect(box.value == nil)
    }

    @Test("after overcome the next activation gets a fresh barrier with an empty queue")
    func freshAfterOvercome() {
        let motherboard = makeBarrierMotherboard()
        let barrier = activation(motherboard)
        let log = log
        barrier.activate(with: .wait { log.record("old(\($0))") })
        barrier.activate(with: .overcome(1))
        barrier.activate(with: .wait { log.record("new(\($0))") })
        #expect(box.value?.waiterCount == 1)
        barrier.activate(with: .overcome(2))
        #expect(
            log.events == [
                "produced", "old(1)", "output(1)", "board.complete(true)",
                "produced", "new(2)", "output(2)", "board.complete(true)",
            ])
    }

    @Test("cancel runs only the onCancel closures in order, sends nothing and completes with false")
    func cancel() {
        let motherboard = makeBarrierMotherboard()
        let barrier = activation(motherboard)
        let log = log
        barrier.activate(with: .wait({ log.record("first(\($0))") }, onCancel: { log.record("first cancelled") }))
        barrier.activate(with: .wait { log.record("second(\($0))") })
        barrier.activate(with: .wait({ log.record("third(\($0))") }, onCancel: { log.record("third cancelled") }))
        barrier.activate(with: .cancel)
        #expect(log.events == ["produced", "first cancelled", "third cancelled", "board.complete(false)"])
        barrier.activate(with: .overcome(3))
        #expect(Array(log.events.suffix(3)) == ["produced", "output(3)", "board.complete(true)"])
    }

    @Test("a waiter queued while the barrier is overcome runs with the same value")
    func reentrantWaiter() {
        let motherboard = makeBarrierMotherboard()
        let barrier = activation(motherboard)
        let log = log
        barrier.activate(
            with: .wait { value in
                log.record("first(\(value))")
                barrier.activate(with: .wait { log.record("late(\($0))") })
                barrier.activate(with: .overcome(99))
            })
        barrier.activate(with: .overcome(5))
        #expect(
            log.events == [
                "produced", "first(5)",
                "diagnostic: board 'barrier': overcome arrived while the barrier was already being resolved; it was ignored",
                "late(5)", "output(5)", "board.complete(true)",
            ])
    }

    @Test("the barrier is reached even behind a gateway that never opens")
    func bypassesGateway() {
        let log = log
        let producer = BoardProducer()
        producer.registerBoard("barrier") { BarrierBoard<Int>(identifier: $0) }
        producer.registerGatewayBoard(.wildcard) { ClosedGateBoard(identifier: $0, log: log) }
        let motherboard = Motherboard(boardProducer: producer)
        motherboard.registerFlow(matchedIdentifiers: ["barrier"], outputType: Int.self) { log.record("output(\($0))") }
        activation(motherboard).activate(with: .overcome(4))
        #expect(log.events == ["output(4)"])
    }
}
