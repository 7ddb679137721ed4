import Testing

@testable import Boardy

/// A tiny IOInterface, the way a module publishes one.
enum GreetingIO {
    static let identifier: BoardID = "greeting"
}

extension Motherboard {
    func ioGreeting() -> MainboardGenericDestination<String, String, String, SessionAction> {
        ioDestination(GreetingIO.identifier)
    }
}

/// Greets on activation, echoes commands as output, completes on "bye".
final class GreetingBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard, GuaranteedCommandBoard,
    GuaranteedActionSendingBoard
{
    typealias InputType = String
    typealias OutputType = String
    typealias CommandType = String
    typealias FlowActionType = SessionAction

    func activate(withGuaranteedInput input: String) {
        if input == "silent" { return }
        if input == "quit" {
            complete(false)
            return
        }
        sendOutput("Hello, \(input)!")
    }

    func interact(guaranteedCommand command: String) {
        if command == "expire" { broadcastAction(.expired) }
        sendOutput("command:\(command)")
    }
}

@Suite("IOInterface: typed façade")
@MainActor
struct IOInterfaceTests {
    func makeMainboard() -> Motherboard {
        Motherboard { _ in BoardRegistration(GreetingIO.identifier) { GreetingBoard(identifier: $0) } }
    }

    @Test("a destination activates, handles outputs, commands, actions and completes")
    func destination() {
        let mainboard = makeMainboard()
        var outputs: [String] = []
        var actions: [SessionAction] = []
        var completions: [Bool] = []
        mainboard.ioGreeting().flow.handle { outputs.append($0) }
        mainboard.ioGreeting().actionFlow.handle { actions.append($0) }
        mainboard.ioGreeting().completion.handle { completions.append($0) }
        mainboard.ioGreeting().activation.activate(with: "Ada")
        mainboard.ioGreeting().interaction.send("expire")
        mainboard.ioGreeting().completer.complete()
        #expect(outputs == ["Hello, Ada!", "command:expire"])
        #expect(actions == [.expired])
        #expect(completions == [true])
    }

    @Test("a destination holds its motherboard weakly and does nothing after release")
    func weakDestination() {
        var mainboard: Motherboard? = makeMainboard()
        let destination = mainboard!.ioGreeting()
        mainboard = nil
        #expect(destination.motherboard == nil)
        destination.activation.activate(with: "nobody")
        #expect(destination.flow.handle { _ in } == "")
    }

    @Test("addTarget handles outputs while the target lives")
    func addTarget() {
        final class Screen { var lines: [String] = [] }
        let mainboard = makeMainboard()
        let screen = Screen()
        mainboard.ioGreeting().flow.addTarget(screen) { $0.lines.append($1) }
        mainboard.ioGreeting().activation.activate(with: "Grace")
        #expect(screen.lines == ["Hello, Grace!"])
    }

    @Test("a flow can activate the next board with a mapped output")
    func activateNext() {
        let mainboard = Motherboard { _ in
            BoardRegistration(GreetingIO.identifier) { GreetingBoard(identifier: $0) }
            BoardRegistration("log") { RecordingBoard<Int>($0) }
        }
        mainboard.ioGreeting().flow.activate(mainboard.activation("log", with: Int.self)) { $0.count }
        mainboard.ioGreeting().activation.activate(with: "Al")
        #expect((mainboard.board(withIdentifier: "log") as? RecordingBoard<Int>)?.inputs == ["Hello, Al!".count])
    }

    @Test("awaiting the next output returns it and removes the temporary flows")
    func awaitOutput() async throws {
        let mainboard = makeMainboard()
        let greeting = try await mainboard.ioGreeting().output(activatingWith: "Linus")
        #expect(greeting == "Hello, Linus!")
        #expect(mainboard.flowCount == 0)
    }

    @Test("awaiting throws when the board completes without output or is unknown")
    func awaitErrors() async {
        let mainboard = makeMainboard()
        await #expect(throws: BoardyError.completedWithoutOutput("greeting", isDone: false)) {
            try await mainboard.ioGreeting().output(activatingWith: "quit")
        }
        await #expect(throws: BoardyError.unregisteredBoard("nothing")) {
            mainboard.diagnosticHandler = { _ in }
            return try await mainboard.activation("nothing", with: Int.self).activateAndAwaitOutput(
                with: 1, outputType: Int.self)
        }
        #expect(mainboard.flowCount == 0)
    }

    @Test("cancelling the awaiting task throws CancellationError and cleans up")
    func awaitCancellation() async {
        let mainboard = makeMainboard()
        let task = Task { @MainActor in
            try await mainboard.ioGreeting().output(activatingWith: "silent")
        }
        while mainboard.flowCount == 0 { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(mainboard.flowCount == 0)
    }
}
