import Boardy

/// The wrapped board's delegate inside an ``AdapterBoard``: it re-sends everything as the adapter.
final class AdapterRelay<Destination: GuaranteedBoard & GuaranteedOutputSendingBoard, Input, Output>: BoardDelegate {
    weak var adapter: AdapterBoard<Destination, Input, Output>?

    /// The adapter's graph: the wrapped board runs where the adapter does.
    var graphIsolation: (any Actor)? { adapter?.delegate?.graphIsolation }

    func board(_ board: any IdentifiableBoard, didSend message: BoardMessage) {
        guard let adapter else {
            BoardDiagnostics.report(.messageFromDetachedBoard(board.identifier, kind: message.kindName))
            return
        }
        guard case let .output(value) = message else {
            adapter.sendToMotherboard(message)
            return
        }
        guard let output = BoardOption.cast(value, to: Destination.OutputType.self) else {
            adapter.reportDiagnostic(
                .outputTypeMismatch(
                    sender: adapter.identifier,
                    expected: String(reflecting: Destination.OutputType.self),
                    received: BoardOption.typeName(of: value)
                ))
            return
        }
        adapter.forward(output)
    }

    func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic) {
        guard let adapter else {
            BoardDiagnostics.report(diagnostic)
            return
        }
        adapter.reportDiagnostic(diagnostic)
    }
}
