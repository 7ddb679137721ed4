import Boardy
import Foundation

/// One unit of work for a test executor: a name, an optional gate to wait behind, and whether it fails.
struct Work: Sendable, CustomStringConvertible {
    let name: String
    var gate: Gate?
    var fails = false

    var description: String { name }

    static func named(_ name: String, gate: Gate? = nil, fails: Bool = false) -> Work {
        Work(name: name, gate: gate, fails: fails)
    }
}

enum TestError: Error, Equatable, CustomStringConvertible {
    case failed(String)

    var description: String {
        switch self {
        case let .failed(name): "failed \(name)"
        }
    }
}

/// The standard test executor: records `start`/`exit`, waits behind the work's gate, and returns the uppercased
/// name or throws.
func recordingExecutor(_ log: EventLog) -> nonisolated(nonsending) (Work) async throws -> String {
    { work in
        log.record("start \(work.name)")
        do {
            try await work.gate?.wait()
        } catch {
            log.record("interrupted \(work.name)")
            log.record("exit \(work.name)")
            throw error
        }
        log.record("exit \(work.name)")
        if work.fails { throw TestError.failed(work.name) }
        return work.name.uppercased()
    }
}

/// A weak reference, for release checks.
final class WeakBox<Value: AnyObject> {
    weak var value: Value?

    func hold(_ value: Value) -> Value {
        self.value = value
        return value
    }
}

/// A motherboard with one registration for `id`, recording the board's diagnostics, `String` outputs and
/// completions into `log`; with `closedGateway`, a wildcard gateway that never opens guards every id.
func makeMotherboard(
    _ log: EventLog,
    id: BoardID = "task",
    closedGateway: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    factory: @escaping (BoardID) -> any ActivatableBoard
) -> Motherboard {
    let producer = BoardProducer()
    producer.registerBoard(id, factory: factory)
    if closedGateway {
        producer.registerGatewayBoard(.wildcard) { ClosedGateBoard(identifier: $0, log: log) }
    }
    let motherboard = Motherboard(identifier: "main", boardProducer: producer, isolation: isolation)
    motherboard.diagnosticHandler = { log.record("diagnostic: \($0)") }
    motherboard.registerGeneralFlow(outputType: String.self) { log.record("output(\($0))") }
    motherboard.registerCompletionFlow(matchedIdentifiers: [id]) { log.record("board.complete(\($0))") }
    return motherboard
}
