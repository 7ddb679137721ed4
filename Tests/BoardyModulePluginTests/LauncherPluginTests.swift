import Boardy
import BoardyModulePlugin
import Foundation
import Testing

/// A session value shared through the launcher.
struct SharedSession: Equatable {
    let user: String
}

/// The launch option a feature reads to decide what it contributes.
struct PromotionsEnabledKey: MainOptionKey {
    static let defaultValue = false
}

/// A feature shipped as one value: a module plugin, an opener and a launch setting.
struct PromotionsFeature: LauncherPlugin {
    let log: EventLog

    func prepareForLaunching(withOptions options: MainOptions) -> ModuleComponent {
        log.append("prepare:\(options[PromotionsEnabledKey.self])")
        guard options[PromotionsEnabledKey.self] else { return ModuleComponent() }
        return ModuleComponent(
            modulePlugins: [RecordingPlugin(identifier: "promotions", boards: ["promotions"], log: log)],
            urlOpenerPlugins: [
                URLRoute("shop://promo/{code}") { match in .target("promotions", try match.string("code")) }
            ],
            launchSettings: { launcher in
                log.append("settings:\(launcher.pluginNames.joined(separator: ","))")
            })
    }
}

/// A plugin that reads the shared session while it is applied.
struct SessionReadingPlugin: ModulePlugin {
    let log: EventLog
    var identifier: BoardID { "session.reader" }

    func apply(for main: MainComponent) {
        log.append("session:\(main.options.value(of: SharedSession.self)?.user ?? "none")")
        log.append("wrong type:\(main.options.value(of: String.self) ?? "nil")")
    }
}

@Suite("Launcher: launcher plugins, launch settings, shared values, shared launcher")
@MainActor
struct LauncherPluginTests {
    @Test("a launcher plugin contributes module plugins, URL openers and launch settings, given the options")
    func contributesAllThreeKinds() throws {
        let log = EventLog()
        let launcher = try PluginLauncher.with(options: MainOptions().with(PromotionsEnabledKey.self, true))
            .install(launcherPlugin: PromotionsFeature(log: log))
            .initialize()
        #expect(launcher.pluginNames == ["RecordingPlugin(promotions)"])
        #expect(launcher.urlOpenerNames == ["shop://promo/{code}"])
        try launcher.open(url: "shop://promo/SPRING")
        #expect(
            log.events == [
                "prepare:true", "apply:promotions", "settings:RecordingPlugin(promotions)", "produce:promotions",
                "activate:promotions:SPRING",
            ])
    }

    @Test("a launcher plugin is asked at install time with the options, and may contribute nothing")
    func askedWithOptions() throws {
        let log = EventLog()
        let builder = PluginLauncher.with().install(launcherPlugin: PromotionsFeature(log: log))
        #expect(log.events == ["prepare:false"])
        let launcher = try builder.initialize()
        #expect(launcher.pluginNames.isEmpty && launcher.urlOpenerNames.isEmpty)
    }

    @Test("launch settings run after every plugin was applied, in install order, with the launcher")
    func launchSettingsAfterPlugins() throws {
        let log = EventLog()
        let launcher = try PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "first", boards: ["home"], log: log))
            .install(launchSettings: { launcher in
                log.append("setting 1:\(launcher.pluginNames.count)")
                launcher.activateNow { $0.activateBoard("home", withOption: "from settings") }
            })
            .install(plugin: RecordingPlugin(identifier: "second", log: log))
            .install(launchSettings: { _ in log.append("setting 2") })
            .initialize()
        #expect(
            log.events == [
                "apply:first", "apply:second", "setting 1:2", "produce:home", "activate:home:from settings",
                "setting 2",
            ])
        #expect(launcher.mainboard.board(withIdentifier: "home") != nil)
    }

    @Test("launch settings do not run when initialize throws")
    func settingsSkippedOnError() {
        let log = EventLog()
        let builder = PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "a", boards: ["x"], log: log))
            .install(plugin: OtherRecordingPlugin(identifier: "b", boards: ["x"], log: log))
            .install(launchSettings: { _ in log.append("settings") })
        #expect(throws: PluginLauncherError.self) { try builder.initialize() }
        #expect(!log.events.contains("settings"))
    }

    @Test("share(value:) reads back typed in plugins and on the launcher; another type reads nil")
    func sharedValues() throws {
        let log = EventLog()
        let launcher = try PluginLauncher.with()
            .share(value: SharedSession(user: "first"))
            .share(value: SharedSession(user: "alice"))
            .share(value: 42)
            .install(plugin: SessionReadingPlugin(log: log))
            .initialize()
        #expect(log.events == ["session:alice", "wrong type:nil"])
        #expect(launcher.options.value(of: SharedSession.self) == SharedSession(user: "alice"))
        #expect(launcher.options.value(of: Int.self) == 42)
        #expect(launcher.options.value(of: Int64.self) == nil)
    }

    @Test("activateNow runs the activation on the mainboard now")
    func activateNow() throws {
        let log = EventLog()
        let launcher = try PluginLauncher.with()
            .install(plugin: RecordingPlugin(identifier: "app", boards: ["home"], log: log))
            .initialize()
        var seen: Motherboard?
        launcher.activateNow { mainboard in
            seen = mainboard
            mainboard.activateBoard("home", withOption: 1)
        }
        #expect(seen === launcher.mainboard)
        #expect(log.events.last == "activate:home:1")
    }

    @Test("a second initializeShared throws a named error and keeps the first shared launcher")
    func secondSharedInitialize() throws {
        PluginLauncher.releaseShared()
        defer { PluginLauncher.releaseShared() }
        let log = EventLog()
        let first = try PluginLauncher.with().initializeShared()
        #expect(PluginLauncher.shared === first)

        let second = PluginLauncher.with().install(plugin: RecordingPlugin(identifier: "late", log: log))
        #expect(throws: PluginLauncherError.sharedLauncherAlreadyInitialized) { try second.initializeShared() }
        #expect(PluginLauncher.shared === first)
        #expect(log.events.isEmpty)

        PluginLauncher.releaseShared()
        #expect(PluginLauncher.shared == nil)
        let third = try second.initializeShared()
        #expect(PluginLauncher.shared === third)
        #expect(PluginLauncherError.sharedLauncherAlreadyInitialized.description.contains("already initialized"))
    }
}
