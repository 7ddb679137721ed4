import BenchSupport
import Benchmark
import Boardy

/// A board that answers every activation with its input plus one and stays installed.
public final class EchoBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    /// The board's input.
    public typealias InputType = Int
    /// The board's output.
    public typealias OutputType = Int

    /// Sends `input + 1`.
    public func activate(withGuaranteedInput input: Int) {
        sendOutput(input &+ 1)
    }
}

/// A value the measured code writes to, so the optimiser cannot drop the work.
public final class Sink {
    /// The accumulated value.
    public var value = 0

    /// Creates a sink at zero.
    public init() {}
}

/// Benchmark 1: activate a registered board by id with an input; it sends an output; a registered flow gets it.
///
/// The subject goes through the public IOInterface path (`destination.activation.activate(with:)` and
/// `destination.flow.handle`); the board is produced on first use and stays installed. The baseline is the same
/// work as two direct closure calls: the "board" closure computes the output and calls the "flow" closure.
@MainActor
public final class RoundTripBenchmark {
    static let chunk = 2_000

    let motherboard: Motherboard
    let activation: MainboardActivation<Int>
    let sink = Sink()
    let direct: DirectRoundTrip
    /// The measurements and the summary row.
    public let comparison = Comparison(
        suite: "board", name: "1. Activation round trip (activate → output → flow)", kind: .slowdown(maximum: 12)
    )
    private var round = 0

    /// Builds the motherboard, registers the flow and produces the board once.
    public init() {
        motherboard = Motherboard { _ in
            BoardRegistration("bench.echo") { EchoBoard(identifier: $0) }
        }
        let destination: MainboardGenericDestination<Int, Int, BoardNoCommand, BoardNoAction> =
            motherboard.ioDestination("bench.echo")
        activation = destination.activation
        let sink = sink
        destination.flow.handle { sink.value &+= $0 }
        direct = DirectRoundTrip(sink: sink)
        activation.activate(with: 0)
    }

    /// One round: a chunk through the motherboard and a chunk of direct calls, in alternating order.
    public func runRound(_ benchmark: Benchmark?) {
        round += 1
        let start = round &* Self.chunk
        let boards: Double
        let baseline: Double
        if round % 2 == 0 {
            boards = measureBoards(from: start)
            baseline = measureDirect(from: start)
        } else {
            baseline = measureDirect(from: start)
            boards = measureBoards(from: start)
        }
        comparison.add(subject: boards, baseline: baseline, to: benchmark)
    }

    private func measureBoards(from start: Int) -> Double {
        let activation = activation
        let began = monotonicNanoseconds()
        for index in start..<(start &+ Self.chunk) {
            activation.activate(with: index)
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }

    private func measureDirect(from start: Int) -> Double {
        let direct = direct
        let began = monotonicNanoseconds()
        for index in start..<(start &+ Self.chunk) {
            direct.activate(index)
        }
        return Double(monotonicNanoseconds() - began) / Double(Self.chunk)
    }
}

/// The baseline of benchmark 1: a stored "board" closure that calls a stored "flow" closure.
final class DirectRoundTrip {
    /// Stands for the board: computes the output and hands it on.
    var activate: (Int) -> Void = { _ in }
    /// Stands for the flow: receives the output.
    var handle: (Int) -> Void = { _ in }

    init(sink: Sink) {
        handle = { sink.value &+= $0 }
        let handle = handle
        activate = { handle($0 &+ 1) }
    }
}
