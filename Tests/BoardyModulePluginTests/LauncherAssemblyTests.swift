import Boardy
import BoardyModulePlugin
import Testing

@Suite("Plugin launcher assembly")
@MainActor
struct LauncherAssemblyTests {
    @Test("plugins apply at initialize in install order, boards are produced only when launch activates them")
    func installInitializeLaunchOrder() throws {
        let log = EventLog()
        let builder = PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "a", boards: ["a"], log: log))
            .install(plugins: [
                RecordingPlugin(identifier: "b", boards: ["b"], log: log),
                RecordingPlugin(identifier: "c", boards: ["c"], log: log),
            ])
        #expect(log.events.isEmpty)

        let launcher = try builder.initialize()
        #expect(log.events == ["apply:a", "apply:b", "apply:c"])
        #expect(launcher.mainboard.boardCount == 0)
        #expect(launcher.pluginNames == ["RecordingPlugin(a)", "RecordingPlugin(b)", "RecordingPlugin(c)"])

        launcher.launch { mainboard in
            log.append("launch")
            mainboard.activateBoard("b", withOption: 7)
        }
        #expect(log.events == ["apply:a", "apply:b", "apply:c", "launch", "produce:b", "activate:b:7"])
    }

    @Test("a board id registered by two plugins is an error naming the id and both plugins")
    func duplicateBoardID() {
        let log = EventLog()
        let builder = PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "payments", boards: ["shared.checkout"], log: log))
            .install(plugin: OtherRecordingPlugin(identifier: "orders", boards: ["shared.checkout"], log: log))
        #expect(
            throws: PluginLauncherError.duplicateBoardID(
                "shared.checkout",
                firstPlugin: "RecordingPlugin(payments)",
                secondPlugin: "OtherRecordingPlugin(orders)"
            )
        ) {
            try builder.initialize()
        }
        let message = PluginLauncherError.duplicateBoardID("x", firstPlugin: "P1", secondPlugin: "P2").description
        #expect(message.contains("'x'") && message.contains("P1") && message.contains("P2"))
    }

    @Test("the same plugin installed twice is applied once; a different plugin type with its identifier is an error")
    func pluginDeduplication() throws {
        let log = EventLog()
        let launcher = try PluginLauncher.with()
            .install(plugins: CatalogModulePlugin.bundledPlugins)
            .install(plugins: CatalogModulePlugin.bundledPlugins)
            .install(plugin: RecordingPlugin(identifier: "r", boards: ["r"], log: log))
            .install(plugin: RecordingPlugin(identifier: "r", boards: ["r"], log: log))
            .initialize()
        #expect(
            launcher.pluginNames == [
                "CatalogModulePlugin(catalog.list)", "CatalogModulePlugin(catalog.detail)", "RecordingPlugin(r)",
            ])
        #expect(log.events == ["apply:r"])

        #expect(
            throws: PluginLauncherError.duplicatePluginIdentifier(
                "r", firstPlugin: "RecordingPlugin(r)", secondPlugin: "OtherRecordingPlugin(r)"
            )
        ) {
            try PluginLauncher.with()
                .install(plugin: RecordingPlugin(identifier: "r", log: log))
                .install(plugin: OtherRecordingPlugin(identifier: "r", log: log))
                .initialize()
        }
    }

    @Test("a second initialize on the same builder throws instead of trapping")
    func secondInitialize() throws {
        let builder = PluginLauncher.with().install(plugins: CatalogModulePlugin.bundledPlugins)
        _ = try builder.initialize()
        #expect(throws: PluginLauncherError.alreadyInitialized) { try builder.initialize() }
    }

    @Test("the launcher records which plugin registered each application board")
    func registrationOwners() throws {
        let launcher = try makeShopLauncher()
        #expect(launcher.pluginName(registering: CatalogID.list) == "CatalogModulePlugin(catalog.list)")
        #expect(launcher.pluginName(registering: AnalyticsPlugin.track) == "AnalyticsPlugin(analytics.track)")
        #expect(launcher.pluginName(registering: CatalogInternalID.detailLoader) == nil)
    }

    @Test("an invalid route pattern is a configuration error naming the plugin")
    func invalidPattern() {
        let log = EventLog()
        let route = URLRoute("shop://product/id{id}") { _, _ in }
        #expect(throws: PluginLauncherError.self) {
            try PluginLauncher.with().install(plugin: RecordingPlugin(identifier: "p", routes: [route], log: log))
                .initialize()
        }
        do {
            _ = try PluginLauncher.with().install(urlRoutes: [URLRoute("no-scheme/{id}") { _, _ in }]).initialize()
            Issue.record("expected an error")
        } catch {
            guard case let .invalidURLPattern(pattern, reason, plugin) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(pattern == "no-scheme/{id}" && plugin == "launcher" && reason.contains("scheme"))
        }
    }

    @Test("a component captured after initialize accepts no registrations")
    func lateRegistration() throws {
        final class Capture { var main: MainComponent? }
        struct CapturingPlugin: ModulePlugin {
            let capture: Capture
            var identifier: BoardID { "capturing" }
            func apply(for main: MainComponent) { capture.main = main }
        }
        let capture = Capture()
        let launcher = try PluginLauncher.with().install(plugin: CapturingPlugin(capture: capture)).initialize()
        let recorder = DiagnosticRecorder()
        let previous = BoardDiagnostics.defaultHandler
        BoardDiagnostics.defaultHandler = recorder.handler
        defer { BoardDiagnostics.defaultHandler = previous }

        let registered = capture.main?.registerBoard("late") { RecordingBoard(identifier: $0, log: EventLog()) }
        #expect(registered == false)
        #expect(launcher.mainboard.activateBoard("late") == false)
        #expect(recorder.diagnostics.first?.description.contains("no plugin was being applied") == true)
    }

    @Test("launch options are typed, default when unset, and copied into the launcher")
    func mainOptions() throws {
        struct LocaleKey: MainOptionKey { static let defaultValue = "en" }
        struct PageSizeKey: MainOptionKey { static let defaultValue = 20 }
        var options = MainOptions.default
        #expect(options[LocaleKey.self] == "en")
        #expect(!options.contains(LocaleKey.self))
        options[LocaleKey.self] = "vi"
        let database = CatalogDatabase()
        options = options.with(PageSizeKey.self, 50).with(CatalogDatabaseKey.self, database)
        #expect(options[LocaleKey.self] == "vi" && options[PageSizeKey.self] == 50)
        #expect(options[CatalogDatabaseKey.self] === database)

        let launcher = try PluginLauncher.with(options: options).initialize()
        options.removeValue(for: LocaleKey.self)
        #expect(options[LocaleKey.self] == "en")
        #expect(launcher.options[LocaleKey.self] == "vi")
    }
}
