import Boardy

/// Reports misuse of a callback executor's completion for a board, on the main actor.
///
/// It remembers the motherboard the board was in when its executor started: by the time a repeated call arrives
/// the board has usually completed and left it. Without board or motherboard, the diagnostic goes to
/// `BoardDiagnostics`.
@MainActor
final class CallbackMisuseReporter {
    private weak var board: (any IdentifiableBoard)?
    private weak var delegate: (any BoardDelegate)?
    private let identifier: BoardID

    init(board: any IdentifiableBoard) {
        self.board = board
        delegate = board.delegate
        identifier = board.identifier
    }

    /// A closure for ``CallbackRun`` that reports a call made after the run's terminal one.
    nonisolated func lateCallReporter(_ what: String) -> @Sendable () -> Void {
        { Task { @MainActor in self.report("\(what) called after the activation had ended; the call was ignored") } }
    }

    private func report(_ message: String) {
        let diagnostic = BoardDiagnostic.custom(board: identifier, message: message)
        if let board, let delegate {
            delegate.board(board, didReport: diagnostic)
        } else {
            BoardDiagnostics.report(diagnostic)
        }
    }
}
