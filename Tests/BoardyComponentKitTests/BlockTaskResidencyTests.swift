import Boardy
import BoardyComponentKit
import Testing

@MainActor
@Suite("BlockTaskBoard resident lifetime", .timeLimit(.minutes(10)))
struct BlockTaskResidencyTests {
    @Test("a resident board is produced once and stays installed after success, failure and cancel")
    func producedOnce() async throws {
        let fixture = ResidentFixture()
        #expect(try await fixture.activation.run(.named("a")) == "A")
        let board = try #require(fixture.board)
        #expect(board.lifetime == .resident)
        await #expect(throws: TestError.failed("b")) { try await fixture.activation.run(.named("b", fails: true)) }
        #expect(fixture.board === board)
        let activation = fixture.activation
        let task = Task { try await activation.run(.named("c", gate: Gate())) }
        await fixture.log.waitFor("start c")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(fixture.board === board)
        fixture.motherboard.activateTracked(.named("d"), fixture.log)
        await fixture.log.waitFor("d.completion(done)")
        #expect(fixture.board === board)
        #expect(fixture.log.events(prefixed: "produce") == ["produce 1"])
        #expect(fixture.log.events(prefixed: "board.complete").isEmpty)
    }

    @Test("cancelAll leaves a resident board installed")
    func cancelAllKeepsBoard() async throws {
        let fixture = ResidentFixture()
        fixture.motherboard.activateTracked(.named("a", gate: Gate()), fixture.log)
        await fixture.log.waitFor("start a")
        let board = try #require(fixture.board)
        board.cancelAll()
        #expect(
            fixture.log.events(prefixed: "a.") == ["a.progress(true)", "a.progress(false)", "a.completion(cancelled)"])
        #expect(!board.isProcessing)
        #expect(fixture.board === board)
        #expect(fixture.log.events(prefixed: "board.complete").isEmpty)
    }

    @Test("an explicit complete removes a resident board and fires its completion flows")
    func explicitComplete() async throws {
        let fixture = ResidentFixture()
        _ = try await fixture.activation.run(.named("a"))
        let board = try #require(fixture.board)
        #expect(fixture.log.events(prefixed: "board.complete").isEmpty)
        board.complete(true)
        #expect(fixture.log.events(prefixed: "board.complete") == ["board.complete(true)"])
        #expect(fixture.motherboard.boardCount == 0)
        _ = try await fixture.activation.run(.named("b"))
        #expect(fixture.log.events(prefixed: "produce") == ["produce 1", "produce 2"])
    }

    @Test("a default board still completes and is removed after each activation")
    func defaultLifetime() async throws {
        let log = EventLog()
        let motherboard = makeBlockTaskMotherboard(log, executingType: .default)
        let activation = motherboard.blockActivation("task", with: BlockTaskParameter<Work, String>.self)
        _ = try await activation.run(.named("a"))
        #expect(motherboard.boardCount == 0)
        #expect(log.events(prefixed: "board.complete") == ["board.complete(true)"])
    }

    @Test("a gate-guarded resident board goes through its gateway on every activation")
    func gatewayEveryTime() async throws {
        let fixture = ResidentFixture(allowsBypassingGateway: false, gated: true)
        #expect(try await fixture.activation.run(.named("a")) == "A")
        #expect(try await fixture.activation.run(.named("b")) == "B")
        #expect(try await fixture.activation.run(.named("c")) == "C")
        #expect(fixture.log.events(prefixed: "gate") == ["gate a", "gate b", "gate c"])
        #expect(fixture.log.events(prefixed: "produce") == ["produce 1"])
    }
}
