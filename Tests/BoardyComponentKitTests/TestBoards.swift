import Boardy

/// A synchronous board for wiring tests: it answers `echo:<input>` at once, takes commands, and on demand
/// completes or asks its motherboard to activate a sibling.
final class EchoBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard, GuaranteedCommandBoard {
    typealias InputType = String
    typealias OutputType = String
    typealias CommandType = String

    let log: EventLog
    var completesAfterOutput = false

    init(identifier: BoardID, log: EventLog, completesAfterOutput: Bool = false) {
        self.log = log
        self.completesAfterOutput = completesAfterOutput
        super.init(identifier: identifier)
    }

    func activate(withGuaranteedInput input: String) {
        log.record("\(identifier) activated with \(input)")
        if input.hasPrefix("next:") {
            nextToBoard(BoardID(String(input.dropFirst(5))), option: "from \(identifier)")
            return
        }
        sendOutput("echo:\(input)")
        if completesAfterOutput { complete(true) }
    }

    func interact(guaranteedCommand command: String) {
        log.record("\(identifier) command \(command)")
    }
}

/// A gateway board that records its activations and never lets anything through.
final class ClosedGateBoard: Board, ActivatableBoard {
    let log: EventLog

    init(identifier: BoardID, log: EventLog) {
        self.log = log
        super.init(identifier: identifier)
    }

    func activate(withOption option: Any?) {
        log.record("gate \(identifier)")
    }
}
