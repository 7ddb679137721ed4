import Boardy
import BoardyModulePlugin
import Testing

/// A board that logs its activation with a tag saying which producer built it.
final class TaggedBoard: Board, ActivatableBoard {
    let tag: String
    let log: EventLog

    init(identifier: BoardID, tag: String, log: EventLog) {
        self.tag = tag
        self.log = log
        super.init(identifier: identifier)
    }

    func activate(withOption option: Any?) {
        log.append("\(tag):\(identifier)")
    }
}

/// A module's entry board: activating it with a board id activates that id inside its nested motherboard.
final class ModuleEntryBoard: ContinuousBoard, GuaranteedBoard {
    typealias InputType = BoardID

    func activate(withGuaranteedInput identifier: BoardID) {
        motherboard.activateBoard(identifier)
    }
}

/// A builder plugin with one internal board that shadows an application id of the same name.
struct ReportsModulePlugin: ModuleBuilderPlugin {
    static let entry: BoardID = "reports"
    static let shared: BoardID = "shared.formatter"
    let log: EventLog
    var identifier: BoardID { Self.entry }

    func internalContinuousRegistrations(
        main: MainComponent, producer: any ActivatableBoardProducer
    ) -> [BoardRegistration] {
        log.append("registrations")
        return [
            BoardRegistration(Self.shared) { [log] id in TaggedBoard(identifier: id, tag: "internal", log: log) },
            BoardRegistration("reports.inner") { [log] id in TaggedBoard(identifier: id, tag: "internal", log: log) },
        ]
    }

    func build(
        with identifier: BoardID, main: MainComponent, internalContinuousProducer: any ActivatableBoardProducer
    ) -> (any ActivatableBoard)? {
        log.append("build:\(identifier)")
        return ModuleEntryBoard(identifier: identifier, boardProducer: internalContinuousProducer)
    }

    func pluginDidLoad(with main: MainComponent) {
        log.append("didLoad:\(main.pluginName(registering: Self.entry) ?? "unregistered")")
    }
}

/// Application-wide boards, including one with the id the module shadows.
struct AppBoardsPlugin: ModulePlugin {
    let log: EventLog
    var identifier: BoardID { "app.boards" }

    func apply(for main: MainComponent) {
        for id: BoardID in [ReportsModulePlugin.shared, "app.only"] {
            main.registerBoard(id) { [log] id in TaggedBoard(identifier: id, tag: "app", log: log) }
        }
    }
}

@Suite("ModuleBuilderPlugin")
@MainActor
struct ModuleBuilderPluginTests {
    private func makeLauncher(log: EventLog) throws -> PluginLauncher {
        try PluginLauncher.with()
            .install(plugin: AppBoardsPlugin(log: log))
            .install(plugin: ReportsModulePlugin(log: log))
            .initialize()
    }

    @Test("internal boards resolve in the module's producer first, then application-wide")
    func internalBeforeAppWide() throws {
        let log = EventLog()
        let launcher = try makeLauncher(log: log)
        launcher.mainboard.activateBoard(ReportsModulePlugin.entry, withOption: ReportsModulePlugin.shared)
        launcher.mainboard.activateBoard(ReportsModulePlugin.entry, withOption: BoardID("app.only"))
        launcher.mainboard.activateBoard(ReportsModulePlugin.shared)
        #expect(
            log.events.suffix(3) == ["internal:shared.formatter", "app:app.only", "app:shared.formatter"])
    }

    @Test("one entry id is registered on the application; internal ids are not application ids")
    func oneEntryID() throws {
        let log = EventLog()
        let launcher = try makeLauncher(log: log)
        #expect(launcher.pluginName(registering: ReportsModulePlugin.entry) == "ReportsModulePlugin(reports)")
        #expect(launcher.pluginName(registering: "reports.inner") == nil)
        #expect(!launcher.mainboard.activateBoard("reports.inner"))
    }

    @Test("the entry board is built lazily, on the first activation, after pluginDidLoad ran at initialize")
    func lazyBuild() throws {
        let log = EventLog()
        let launcher = try makeLauncher(log: log)
        #expect(log.events == ["registrations", "didLoad:ReportsModulePlugin(reports)"])
        launcher.mainboard.activateBoard(ReportsModulePlugin.entry, withOption: BoardID("reports.inner"))
        #expect(log.events.suffix(2) == ["build:reports", "internal:reports.inner"])
        launcher.mainboard.activateBoard(ReportsModulePlugin.entry, withOption: BoardID("reports.inner"))
        #expect(log.events.filter { $0.hasPrefix("build:") }.count == 1)
    }
}
