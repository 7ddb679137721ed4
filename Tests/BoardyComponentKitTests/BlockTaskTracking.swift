import Boardy
import BoardyComponentKit

extension BlockTaskParameter where Input == Work, Output == String {
    /// A parameter whose every callback records `<name>.<callback>(<value>)` into the log.
    static func tracked(_ work: Work, _ log: EventLog) -> Self {
        let name = work.name
        return BlockTaskParameter(input: work)
            .onProgress { log.record("\(name).progress(\($0))") }
            .onSuccess { log.record("\(name).success(\($0))") }
            .onError { log.record("\(name).error(\($0))") }
            .onCompletion { log.record("\(name).completion(\($0))") }
    }
}

/// A motherboard with a block-task board registered as "task".
func makeBlockTaskMotherboard(
    _ log: EventLog,
    executingType: BlockTaskExecutingType,
    box: WeakBox<BlockTaskBoard<Work, String>> = WeakBox(),
    isolation: isolated (any Actor)? = #isolation
) -> Motherboard {
    makeMotherboard(log, isolation: isolation) { id in
        box.hold(BlockTaskBoard(identifier: id, executingType: executingType, executor: recordingExecutor(log)))
    }
}

extension Motherboard {
    /// Activates "task" with a tracked parameter for `work`.
    func activateTracked(_ work: Work, _ log: EventLog) {
        activateBoard("task", withOption: BlockTaskParameter.tracked(work, log))
    }
}
