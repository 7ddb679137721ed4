import BenchSupport
import Benchmark
import Boardy

/// A board that stays installed after an activation with `true` and completes on an activation with `false`.
///
/// Every instance is counted while it lives (a census the production benchmark checks after each round).
public final class ChurnBoard: Board, GuaranteedBoard {
    /// `true` keeps the board installed; `false` completes it.
    public typealias InputType = Bool

    /// Instances alive now. Boards live and die on the main thread only.
    public nonisolated(unsafe) static var live = 0

    /// Creates a board and counts it.
    override public init(identifier: BoardID) {
        super.init(identifier: identifier)
        Self.live += 1
    }

    deinit {
        Self.live -= 1
    }

    /// Completes the board unless `stays`.
    public func activate(withGuaranteedInput stays: Bool) {
        if !stays {
            complete()
        }
    }
}

/// One motherboard with `residentCount` boards installed for good and `churnIDs` registered for lazy production.
@MainActor
final class ProductionFixture {
    let residentCount: Int
    let motherboard: Motherboard
    let churnIDs: [BoardID]

    init(residents: Int, churnIDs: [BoardID]) {
        residentCount = residents
        self.churnIDs = churnIDs
        let producer = BoardProducer()
        let residentIDs = (0..<residents).map { BoardID("resident.\($0)") }
        for identifier in residentIDs + churnIDs {
            producer.registerBoard(identifier) { ChurnBoard(identifier: $0) }
        }
        motherboard = Motherboard(boardProducer: producer)
        for identifier in residentIDs {
            motherboard.activateBoard(identifier, withOption: true)
        }
    }

    /// Produces and installs every churn board (first activation), then completes each (second activation);
    /// returns nanoseconds per board.
    func churn() -> Double {
        let motherboard = motherboard
        let began = monotonicNanoseconds()
        for identifier in churnIDs {
            motherboard.activateBoard(identifier, withOption: true)
        }
        for identifier in churnIDs {
            motherboard.activateBoard(identifier, withOption: false)
        }
        return Double(monotonicNanoseconds() - began) / Double(churnIDs.count)
    }

    /// The churn once more with a weak reference to every produced board; returns how many survive completion.
    func weakCensus() -> Int {
        final class WeakBox {
            weak var board: (any ActivatableBoard)?
            init(_ board: (any ActivatableBoard)?) { self.board = board }
        }
        var boxes: [WeakBox] = []
        for identifier in churnIDs {
            motherboard.activateBoard(identifier, withOption: true)
            boxes.append(WeakBox(motherboard.board(withIdentifier: identifier)))
        }
        for identifier in churnIDs {
            motherboard.activateBoard(identifier, withOption: false)
        }
        return boxes.count { $0.board != nil }
    }
}

/// The baseline of benchmark 4: the same factory closures called directly, boards kept in and then removed from a
/// plain dictionary.
@MainActor
final class DirectProduction {
    var factory: (BoardID) -> ChurnBoard = { ChurnBoard(identifier: $0) }
    var installed: [BoardID: ChurnBoard] = [:]

    func churn(_ identifiers: [BoardID]) -> Double {
        let began = monotonicNanoseconds()
        for identifier in identifiers {
            installed[identifier] = factory(identifier)
        }
        for identifier in identifiers {
            installed.removeValue(forKey: identifier)?.activate(withGuaranteedInput: true)
        }
        return Double(monotonicNanoseconds() - began) / Double(identifiers.count)
    }
}
