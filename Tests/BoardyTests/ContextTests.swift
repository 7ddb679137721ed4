import Boardy
import Testing

/// Something a context keeps alive, for weak-reference checks.
private final class Session {
    let name: String
    init(name: String) { self.name = name }
}

/// An owner of attachments other than a context.
private final class Screen: AttachableObject {
    let attachments = Attachments()
}

@Suite("Context and attachment")
@MainActor
struct ContextTests {
    @Test("a context owns its motherboards and attachments and releases them when it goes")
    func releasesEverything() {
        weak var weakMotherboard: Motherboard?
        weak var weakBoard: RecordingBoard<String>?
        weak var weakSession: Session?
        weak var weakContext: BoardContext?
        do {
            let context = BoardContext(name: "request")
            weakContext = context
            do {
                let board = RecordingBoard<String>("board")
                let motherboard = Motherboard(boards: [board])
                motherboard.putIntoContext(context)
                let session = Session(name: "s")
                context.attachObject(session)
                weakMotherboard = motherboard
                weakBoard = board
                weakSession = session
            }
            #expect(weakMotherboard != nil, "the context keeps the motherboard alive")
            #expect(weakBoard != nil, "and the boards installed in it")
            #expect(weakSession != nil, "and the attached objects")
            #expect(context.motherboards.count == 1)
        }
        #expect(weakContext == nil)
        #expect(weakMotherboard == nil)
        #expect(weakBoard == nil)
        #expect(weakSession == nil)
    }

    @Test("every board and nested motherboard below sees the context; it is held weakly")
    func visibleBelow() {
        let context = BoardContext(name: "repl")
        let inner = RecordingBoard<Int>("inner")
        let outer = ContinuousBoardFixture(
            identifier: "outer",
            boardProducer: BoardProducer(registrations: [
                BoardRegistration(instance: inner)
            ]))
        let top = RecordingBoard<String>("top")
        let motherboard = Motherboard(boards: [outer, top])
        #expect(motherboard.context == nil)
        #expect(top.context == nil)
        motherboard.putIntoContext(context)
        outer.motherboard.activateBoard("inner", withOption: 1)
        #expect(motherboard.context === context)
        #expect(top.context === context)
        #expect(outer.motherboard.context === context)
        #expect(inner.context === context, "a board of a nested motherboard sees the context too")
        motherboard.removeBoard(withIdentifier: "top")
        #expect(top.context == nil, "a detached board has no context")
    }

    @Test("a motherboard is in one context at a time and can leave it")
    func moveAndLeave() {
        let first = BoardContext(name: "first")
        let second = BoardContext(name: "second")
        let motherboard = Motherboard()
        motherboard.putIntoContext(first)
        motherboard.putIntoContext(first)
        #expect(first.motherboards.count == 1, "putting it twice keeps one entry")
        motherboard.putIntoContext(second)
        #expect(first.motherboards.isEmpty)
        #expect(second.motherboards.count == 1)
        #expect(motherboard.context === second)
        motherboard.removeFromContext()
        #expect(second.motherboards.isEmpty)
        #expect(motherboard.context == nil)
    }

    @Test("attachments are found by type in order, deduplicated and detached by identity or type")
    func attachmentQueries() {
        let screen = Screen()
        let a = Session(name: "a")
        let b = Session(name: "b")
        let motherboard = Motherboard()
        #expect(screen.attachObject(a))
        #expect(!screen.attachObject(a), "attaching twice keeps one entry")
        screen.attachObject(motherboard)
        screen.attachObject(b)
        #expect(screen.attachedObjects(Session.self).map(\.name) == ["a", "b"])
        #expect(screen.firstAttachedObject(Session.self)?.name == "a")
        #expect(screen.lastAttachedObject(Session.self)?.name == "b")
        #expect(screen.firstAttachedObject(Motherboard.self) === motherboard)
        #expect(screen.detachObject(a))
        #expect(!screen.detachObject(a))
        #expect(screen.detachObjects(ofType: Session.self) == 1)
        #expect(screen.attachedObjects(Session.self).isEmpty)
        screen.detachAllObjects()
        #expect(screen.attachments.objects.isEmpty)
    }

    @Test("detaching releases the object at once")
    func detachReleases() {
        let context = BoardContext()
        weak var weakSession: Session?
        do {
            let session = Session(name: "s")
            weakSession = session
            context.attachObject(session)
        }
        #expect(weakSession != nil)
        context.detachAllObjects()
        #expect(weakSession == nil)
    }

    @Test("a mounted continuous motherboard forwards actions through its board and is kept only when attached")
    func mountAndAttach() {
        let context = BoardContext()
        let host = RecordingBoard<String>("host")
        let motherboard = Motherboard(identifier: "main", boards: [host])
        motherboard.putIntoContext(context)
        var actions: [SessionAction] = []
        motherboard.registerActionFlow(matchedIdentifiers: ["host"], actionType: SessionAction.self) {
            actions.append($0)
        }
        let sender = RecordingBoard<String>("sender")
        sender.onActivate = { board, _ in board.broadcastAction(SessionAction.expired) }
        weak var weakMounted: Motherboard?
        do {
            let mounted = host.mountContinuousMotherboard(boardProducer: BoardProducer())
            weakMounted = mounted
            #expect(mounted.identifier == "host.continuous-main")
        }
        #expect(weakMounted == nil, "a mounted motherboard is not retained by anyone")
        let attached = host.attachContinuousMotherboard(to: context, boardProducer: BoardProducer()) { child in
            try? child.installBoard(sender)
        }
        #expect(context.firstAttachedObject(Motherboard.self) === attached)
        #expect(attached.context === context)
        #expect(attached.motherboardPath == ["main", "host.continuous-main"])
        attached.activateBoard("sender", withOption: "go")
        #expect(actions == [.expired])
    }
}
