import Boardy
import Synchronization

/// A board that records its inputs and echoes each one as output (when `echo` is set).
final class RecordingBoard<Input>: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    typealias InputType = Input
    typealias OutputType = Input

    var inputs: [Input] = []
    var echo: Bool
    var completesAfterActivation: Bool
    var barrier: ((Input) -> ActivationBarrier?)?
    var bypassesGateway = false
    var onActivate: ((RecordingBoard<Input>, Input) -> Void)?

    init(_ identifier: BoardID, echo: Bool = false, completesAfterActivation: Bool = false) {
        self.echo = echo
        self.completesAfterActivation = completesAfterActivation
        super.init(identifier: identifier)
    }

    func activate(withGuaranteedInput input: Input) {
        inputs.append(input)
        onActivate?(self, input)
        if echo { sendOutput(input) }
        if completesAfterActivation { complete() }
    }

    func activationBarrier(withGuaranteedInput input: Input) -> ActivationBarrier? {
        barrier?(input)
    }

    func shouldBypassGatewayBarrier() -> Bool { bypassesGateway }
}

/// A board that accepts typed commands.
final class CommandBoard: Board, GuaranteedBoard, GuaranteedCommandBoard {
    typealias InputType = Void
    typealias CommandType = String

    var commands: [String] = []

    func activate(withGuaranteedInput input: Void) {}

    func interact(guaranteedCommand command: String) {
        commands.append(command)
    }
}

/// A gate board: records requests and completes when told to.
final class GateBoard: Board, ActivatableBoard {
    var options: [Any?] = []
    var autoComplete: Bool?

    init(_ identifier: BoardID, autoComplete: Bool? = nil) {
        self.autoComplete = autoComplete
        super.init(identifier: identifier)
    }

    func activate(withOption option: Any?) {
        options.append(option)
        if let autoComplete { complete(autoComplete) }
    }

    func shouldBypassGatewayBarrier() -> Bool { true }
}

/// A sample broadcast action.
enum SessionAction: BoardFlowAction, Equatable {
    case expired
    case renewed
}

/// Another action type, to check type filtering.
enum NavigationAction: BoardFlowAction {
    case home
}

/// Collects diagnostics from a motherboard.
final class DiagnosticRecorder {
    var diagnostics: [BoardDiagnostic] = []

    func attach(to motherboard: Motherboard) {
        motherboard.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
    }
}

/// Collects diagnostics sent to the process-wide handler, which may be called from any thread.
final class SentDiagnostics: Sendable {
    private let recorded = Mutex<[BoardDiagnostic]>([])

    var all: [BoardDiagnostic] { recorded.withLock { $0 } }

    func record(_ diagnostic: BoardDiagnostic) {
        recorded.withLock { $0.append(diagnostic) }
    }
}
