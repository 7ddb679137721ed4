import Boardy
import BoardyModulePlugin
import Synchronization

/// A shared, in-memory "database" the example modules receive through `MainOptions`, with a log of what was
/// produced and tracked so tests can see when boards are built.
final class CatalogDatabase {
    var items: [CatalogItem] = [
        CatalogItem(id: 1, name: "Red shoes", category: "shoes"),
        CatalogItem(id: 2, name: "Blue hat", category: "hats"),
        CatalogItem(id: 42, name: "Towel", category: "home"),
    ]
    private(set) var producedBoards: [BoardID] = []
    var trackedEvents: [String] = []

    func logProduction(_ identifier: BoardID) {
        producedBoards.append(identifier)
    }
}

/// The launch option that carries the shared database.
struct CatalogDatabaseKey: MainOptionKey {
    static var defaultValue: CatalogDatabase? { nil }
}

/// Collects diagnostics for assertions.
final class DiagnosticRecorder: Sendable {
    private let recorded = Mutex<[BoardDiagnostic]>([])

    var diagnostics: [BoardDiagnostic] { recorded.withLock { $0 } }

    var handler: @Sendable (BoardDiagnostic) -> Void {
        { [self] diagnostic in recorded.withLock { $0.append(diagnostic) } }
    }
}

/// An ordered log of events shared by test plugins and boards.
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }
}

/// A board that records every activation (its id and option) in an event log.
final class RecordingBoard: Board, ActivatableBoard {
    let log: EventLog

    init(identifier: BoardID, log: EventLog) {
        self.log = log
        super.init(identifier: identifier)
    }

    func activate(withOption option: Any?) {
        log.append("activate:\(identifier):\(option.map { "\($0)" } ?? "nil")")
    }
}

/// A configurable plugin for launcher tests: registers recording boards and routes, and logs its `apply`.
struct RecordingPlugin: ModulePlugin {
    let identifier: BoardID
    var boards: [BoardID] = []
    var routes: [URLRoute] = []
    let log: EventLog

    func apply(for main: MainComponent) {
        log.append("apply:\(identifier)")
        for board in boards {
            main.registerBoard(board) { [log] id in
                log.append("produce:\(id)")
                return RecordingBoard(identifier: id, log: log)
            }
        }
        main.registerURLRoutes(routes)
    }
}

/// A second plugin type, to show conflicts between different plugins.
struct OtherRecordingPlugin: ModulePlugin {
    let identifier: BoardID
    var boards: [BoardID] = []
    let log: EventLog

    func apply(for main: MainComponent) {
        log.append("apply:\(identifier)")
        for board in boards {
            main.registerBoard(board) { [log] id in RecordingBoard(identifier: id, log: log) }
        }
    }
}

/// An application-wide analytics board other modules reach through the main producer.
final class AnalyticsTrackBoard: Board, GuaranteedBoard {
    typealias InputType = String
    let database: CatalogDatabase?

    init(identifier: BoardID, database: CatalogDatabase?) {
        self.database = database
        super.init(identifier: identifier)
    }

    func activate(withGuaranteedInput event: String) {
        database?.trackedEvents.append(event)
        complete()
    }
}

/// Registers the analytics board on the application's producer.
struct AnalyticsPlugin: ModulePlugin {
    static let track: BoardID = "analytics.track"
    var identifier: BoardID { Self.track }

    func apply(for main: MainComponent) {
        let database = main.options[CatalogDatabaseKey.self]
        main.registerBoard(Self.track) { id in
            database?.logProduction(id)
            return AnalyticsTrackBoard(identifier: id, database: database)
        }
    }
}

/// Builds the example application: the catalog module, analytics, and optional extra configuration.
func makeShopLauncher(
    database: CatalogDatabase = CatalogDatabase(),
    configure: (LauncherComponent) -> Void = { _ in }
) throws -> PluginLauncher {
    let builder = PluginLauncher.with(options: MainOptions().with(CatalogDatabaseKey.self, database))
        .install(plugins: CatalogModulePlugin.bundledPlugins)
        .install(plugin: AnalyticsPlugin())
    configure(builder)
    return try builder.initialize()
}
