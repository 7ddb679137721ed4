import Boardy
import BoardyComponentKit

/// A gateway that records `gate <work name>` for the activation it guards and lets it through at once.
final class OpenGateBoard: Board, ActivatableBoard {
    let log: EventLog

    init(identifier: BoardID, log: EventLog) {
        self.log = log
        super.init(identifier: identifier)
    }

    func activate(withOption option: Any?) {
        let request = option as? GatewayRequest
        let work = (request?.option as? BlockTaskParameter<Work, String>)?.input
        log.record("gate \(work?.name ?? "?")")
        complete(true)
    }
}
