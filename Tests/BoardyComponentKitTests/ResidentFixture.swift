import Boardy
import BoardyComponentKit

/// A motherboard whose "task" board is a resident block-task board; the log records each production
/// (`produce <n>`), the outputs and completions (see ``makeMotherboard(_:id:closedGateway:isolation:factory:)``).
///
/// The executor is ``recordingExecutor(_:)``'s, and besides records `processing <isProcessing>` when it starts; the
/// work named `cancel` throws `CancellationError`, and the work named `selfcancel` calls `cancelAll()` on its own
/// board and records `processing after cancelAll <isProcessing>`.
@MainActor
final class ResidentFixture {
    let log = EventLog()
    let motherboard: Motherboard
    private let box = WeakBox<BlockTaskBoard<Work, String>>()

    init(
        executingType: BlockTaskExecutingType = .default,
        allowsBypassingGateway: Bool = true,
        gated: Bool = false
    ) {
        let log = log
        let box = box
        var count = 0
        motherboard = makeMotherboard(log) { id in
            count += 1
            log.record("produce \(count)")
            let recording = recordingExecutor(log)
            return box.hold(
                BlockTaskBoard(
                    identifier: id, executingType: executingType, allowsBypassingGateway: allowsBypassingGateway,
                    lifetime: .resident
                ) { work in
                    log.record("processing \(box.value?.isProcessing ?? false)")
                    switch work.name {
                    case "cancel":
                        throw CancellationError()
                    case "selfcancel":
                        box.value?.cancelAll()
                        log.record("processing after cancelAll \(box.value?.isProcessing ?? false)")
                        return "SELFCANCEL"
                    default:
                        return try await recording(work)
                    }
                })
        }
        if gated, let producer = motherboard.boardProducer as? BoardProducer {
            producer.registerGatewayBoard("task") { OpenGateBoard(identifier: $0, log: log) }
        }
    }

    /// The typed activation of "task".
    var activation: BlockTaskActivation<Work, String> {
        motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
    }

    /// The installed "task" board, if any.
    var board: BlockTaskBoard<Work, String>? {
        motherboard.board(withIdentifier: "task") as? BlockTaskBoard<Work, String>
    }
}
