import Testing

@testable import Boardy

@Suite("Bus: typed broadcast")
@MainActor
struct BusTests {
    final class Target { var values: [Int] = [] }

    @Test("delivers in connection order")
    func order() {
        let bus = Bus<Int>()
        var log: [String] = []
        bus.connect { log.append("a\($0)") }
        bus.connect { log.append("b\($0)") }
        bus.transport(1)
        #expect(log == ["a1", "b1"])
    }

    @Test("holds targets weakly and prunes released ones")
    func weakTargets() {
        let bus = Bus<Int>()
        var target: Target? = Target()
        bus.connect(target: target!) { $0.values.append($1) }
        bus.transport(1)
        #expect(target?.values == [1])
        target = nil
        #expect(bus.cableCount == 0)
        bus.transport(2)
    }

    @Test("a cable connected during a transport gets the next value; one invalidated does not get the current")
    func snapshotSemantics() {
        let bus = Bus<Int>()
        var log: [String] = []
        var second: BusCable<Int>?
        bus.connect { value in
            log.append("first\(value)")
            second?.invalidate()
            if value == 1 {
                bus.connect { log.append("late\($0)") }
            }
        }
        second = bus.connect { log.append("second\($0)") }
        bus.transport(1)
        bus.transport(2)
        #expect(log == ["first1", "first2", "late2"])
    }

    @Test("re-entrant transport is delivered depth-first")
    func reentrantTransport() {
        let bus = Bus<Int>()
        var log: [Int] = []
        bus.connect { value in
            log.append(value)
            if value == 1 { bus.transport(2) }
        }
        bus.transport(1)
        #expect(log == [1, 2])
    }

    @Test("a flow handler binds a board's outputs to a bus")
    func bindToBus() throws {
        let motherboard = Motherboard()
        try motherboard.installBoard(RecordingBoard<Int>("counter", echo: true))
        let bus = Bus<Int>()
        let target = Target()
        bus.connect(target: target) { $0.values.append($1) }
        motherboard.matchedFlow("counter", with: Int.self).bind(to: bus) { $0 > 0 }
        motherboard.activateBoard("counter", withOption: 3)
        motherboard.activateBoard("counter", withOption: -1)
        #expect(target.values == [3])
    }
}
