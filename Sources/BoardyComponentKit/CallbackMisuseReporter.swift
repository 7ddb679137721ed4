import Boardy

/// Reports misuse of a callback executor's completion for a board, in the board graph's isolation.
///
/// It remembers the motherboard the board was in when its executor started: by the time a repeated call arrives
/// the board has usually completed and left it. Without board or motherboard, the diagnostic goes to
/// `BoardDiagnostics`.
final class CallbackMisuseReporter {
    private weak var board: (any IdentifiableBoard)?
    private weak var delegate: (any BoardDelegate)?
    private let identifier: BoardID

    init(board: any IdentifiableBoard) {
        self.board = board
        delegate = board.delegate
        identifier = board.identifier
    }

    /// A closure for ``CallbackRun`` that reports a call made after the run's terminal one; the report is delivered on
    /// `isolation`, the graph's actor (late calls come from any thread). Outside any actor it goes straight to
    /// `BoardDiagnostics`, which is safe from any thread.
    func lateCallReporter(_ what: String, isolation: (any Actor)?) -> @Sendable () -> Void {
        let message = "\(what) called after the activation had ended; the call was ignored"
        guard let isolation else {
            let identifier = identifier
            return { BoardDiagnostics.report(.custom(board: identifier, message: message)) }
        }
        // Safety: the reporter belongs to the graph's isolation domain and is only used in a task on that actor.
        nonisolated(unsafe) let reporter = self
        return {
            Task {
                await Self.deliver(message, with: reporter, on: isolation)
            }
        }
    }

    /// Reports `message` through `reporter` on `isolation`.
    private static func deliver(
        _ message: String, with reporter: CallbackMisuseReporter, on isolation: isolated any Actor
    ) {
        reporter.report(message)
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
